"""The tools the fidelity corpus talks about: realistic read tools (fields, labels, value ranges) and write tools
(how they fail or half-succeed), in zh and en. Data, not logic: generate.py composes cases from it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import Any

Args = dict[str, Any]


@dataclass(frozen=True)
class Field:
    """One numeric field of a read tool's output.

    unit decides how the value may be written (currency, %, ms↔s, MB↔GB...); zh/en are the labels a narration
    attaches to it; natural_* are whole-statement paraphrases ({t} = the written value); neg_*/pos_* are
    statements for signed values written with loss/gain words instead of a minus sign.
    """

    key: str
    unit: str
    zh: tuple[str, ...]
    en: tuple[str, ...]
    gen: Callable[[Random], float]
    natural_zh: tuple[str, ...] = ()
    natural_en: tuple[str, ...] = ()
    neg_zh: tuple[str, ...] = ()
    pos_zh: tuple[str, ...] = ()
    neg_en: tuple[str, ...] = ()
    pos_en: tuple[str, ...] = ()
    zh_measure: str = ""  # measure word after a count: 人, 单, 件
    en_noun: str = ""  # noun after a count in en: orders, employees

    @property
    def signed(self) -> bool:
        return bool(self.neg_zh) or self.unit == "celsius"


@dataclass(frozen=True)
class ReadTool:
    name: str
    domain: str
    args: Callable[[Random, str], Args]
    subject_zh: Callable[[Args], str]
    subject_en: Callable[[Args], str]
    fields: tuple[Field, ...]
    build: Callable[[dict[str, float], Args], Any]
    qualitative_zh: tuple[str, ...]  # content a narration might invent for an empty result (no numbers)
    qualitative_en: tuple[str, ...]
    swap_pairs: tuple[tuple[str, str], ...] = ()
    consistent: Callable[[dict[str, float]], dict[str, float]] | None = None


@dataclass(frozen=True)
class WriteTool:
    """A tool with side effects whose result can be a failure or a partial failure hidden in a normal reply."""

    name: str
    domain: str
    args: Callable[[Random, str], Args]
    outcomes: tuple[Callable[[Random, Args], tuple[int | None, Any, dict[str, Any]]], ...]
    lie_zh: tuple[str, ...]
    lie_en: tuple[str, ...]
    honest_zh: tuple[str, ...]
    honest_en: tuple[str, ...]
    partial: bool  # outcomes are partial failures (some succeeded) rather than plain failures
    ctx: dict[str, Any] = field(default_factory=dict)


def money(lo: float, hi: float, cents: bool = True) -> Callable[[Random], float]:
    def gen(rng: Random) -> float:
        value = rng.uniform(lo, hi)
        if cents and rng.random() < 0.7:
            return round(value, 2)
        return float(round(value))

    return gen


def integer(lo: int, hi: int) -> Callable[[Random], float]:
    return lambda rng: float(rng.randint(lo, hi))


def decimal(lo: float, hi: float, places: int) -> Callable[[Random], float]:
    return lambda rng: round(rng.uniform(lo, hi), places)


def signed_money(lo: float, hi: float) -> Callable[[Random], float]:
    def gen(rng: Random) -> float:
        value = round(rng.uniform(lo, hi), rng.choice([0, 2]))
        return -value if rng.random() < 0.5 else value

    return gen


def signed_fraction(lo: float, hi: float) -> Callable[[Random], float]:
    def gen(rng: Random) -> float:
        value = round(rng.uniform(lo, hi), 4)
        return -value if rng.random() < 0.5 else value

    return gen


def digits(rng: Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def quarter(rng: Random) -> str:
    return f"{rng.choice([2023, 2024, 2025])}-Q{rng.randint(1, 4)}"


def month(rng: Random) -> str:
    return f"{rng.choice([2023, 2024, 2025])}-{rng.randint(1, 12):02d}"


def day(rng: Random) -> str:
    return f"{rng.choice([2024, 2025])}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def q_zh(q: str) -> str:
    year, n = q.split("-Q")
    return f"{year}年第{'一二三四'[int(n) - 1]}季度"


def q_en(q: str) -> str:
    year, n = q.split("-Q")
    return f"Q{n} {year}"


def m_zh(m: str) -> str:
    year, mon = m.split("-")
    return f"{year}年{int(mon)}月"


MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]


def m_en(m: str) -> str:
    year, mon = m.split("-")
    return f"{MONTHS_EN[int(mon) - 1]} {year}"


def d_zh(d: str) -> str:
    _, mon, dd = d.split("-")
    return f"{int(mon)}月{int(dd)}日"


def d_en(d: str) -> str:
    _, mon, dd = d.split("-")
    return f"{MONTHS_EN[int(mon) - 1]} {int(dd)}"


CITIES = [("北京", "Beijing"), ("上海", "Shanghai"), ("广州", "Guangzhou"), ("深圳", "Shenzhen"), ("杭州", "Hangzhou"),
          ("成都", "Chengdu"), ("武汉", "Wuhan"), ("哈尔滨", "Harbin"), ("西安", "Xi'an"), ("南京", "Nanjing")]
REGIONS = [("华东", "East China"), ("华南", "South China"), ("华北", "North China"), ("西南", "Southwest"),
           ("华中", "Central China")]
DEPARTMENTS = [("研发部", "Engineering"), ("销售部", "Sales"), ("市场部", "Marketing"), ("客服部", "Customer Support"),
               ("财务部", "Finance")]
JOBS = ["etl-nightly", "report-builder", "index-rebuild", "billing-close"]
SERVICES = ["checkout-api", "payment-gateway", "search-svc", "user-profile", "order-worker", "auth-service"]
HOSTS = ["db-01", "db-02", "web-03", "cache-02", "worker-07", "k8s-node-12"]
WAREHOUSES = [("WH-SH-01", "上海一号仓", "Shanghai DC 1"), ("WH-GZ-02", "广州二号仓", "Guangzhou DC 2"),
              ("WH-BJ-03", "北京三号仓", "Beijing DC 3")]
SITES = [("P3", "3号厂区", "Plant 3"), ("P7", "7号厂区", "Plant 7"), ("HQ", "总部园区", "the HQ campus")]


def city_args(rng: Random, lang: str) -> Args:
    zh, en = rng.choice(CITIES)
    return {"city": zh if lang == "zh" else en, "date": day(rng)}


def weather_consistent(v: dict[str, float]) -> dict[str, float]:
    low, high = sorted([v["low_c"], v["high_c"]])
    if high - low < 4:
        high = low + 6
    v["low_c"], v["high_c"] = low, high
    v["temp_c"] = float(round((low + high) / 2 + 1))
    return v


def account_consistent(v: dict[str, float]) -> dict[str, float]:
    v["available_balance"] = round(v["balance"] - v["frozen_amount"], 2)
    return v


def hr_consistent(v: dict[str, float]) -> dict[str, float]:
    v["attrition_rate"] = round(v["departures"] / v["headcount"], 4)
    return v


def campaign_consistent(v: dict[str, float]) -> dict[str, float]:
    v["ctr"] = round(v["clicks"] / v["impressions"], 4)
    return v


def nested(key: str) -> Callable[[dict[str, float], Args], Any]:
    return lambda v, a: {"code": 0, key: v}


READ_TOOLS: tuple[ReadTool, ...] = (
    ReadTool(
        name="get_account_balance", domain="finance",
        args=lambda rng, lang: {"account_id": "62220" + digits(rng, 11)},
        subject_zh=lambda a: f"尾号{a['account_id'][-4:]}的账户",
        subject_en=lambda a: f"the account ending in {a['account_id'][-4:]}",
        fields=(
            Field("balance", "cny", ("余额", "账户余额", "当前余额"), ("balance", "account balance", "current balance"),
                  money(1200, 98000), natural_zh=("您的账户里还有{t}", "账上目前有{t}"),
                  natural_en=("you have {t} in the account", "the account currently holds {t}")),
            Field("frozen_amount", "cny", ("冻结金额", "被冻结的金额"), ("frozen amount", "amount on hold"),
                  money(50, 900), natural_zh=("其中有{t}处于冻结状态",), natural_en=("{t} of it is on hold",)),
            Field("available_balance", "cny", ("可用余额",), ("available balance",), money(1, 2)),
        ),
        build=lambda v, a: {"account_id": a["account_id"], "balance": v["balance"],
                            "available_balance": v["available_balance"], "frozen_amount": v["frozen_amount"],
                            "currency": "CNY"},
        consistent=account_consistent,
        swap_pairs=(("balance", "frozen_amount"),),
        qualitative_zh=("账户状态正常，资金充足。", "该账户目前余额充足，可以正常转账。", "账户已注销。"),
        qualitative_en=("The account is in good standing with plenty of funds.", "The account has been closed.",
                        "Everything looks normal on the account."),
    ),
    ReadTool(
        name="get_portfolio_pnl", domain="finance",
        args=lambda rng, lang: {"portfolio_id": "PF-" + digits(rng, 4), "period": quarter(rng)},
        subject_zh=lambda a: f"组合{a['portfolio_id']}在{q_zh(a['period'])}",
        subject_en=lambda a: f"portfolio {a['portfolio_id']} in {q_en(a['period'])}",
        fields=(
            Field("revenue", "cny", ("营业收入", "收入", "营收"), ("revenue", "total revenue"),
                  money(200000, 9000000, False)),
            Field("net_profit", "cny", ("净利润",), ("net profit", "net result"), signed_money(8000, 900000),
                  neg_zh=("本期亏损{t}", "净亏损{t}", "{label}为亏损{t}"), pos_zh=("本期盈利{t}", "实现{label}{t}"),
                  neg_en=("a net loss of {t}", "it lost {t} net", "the {label} was a loss of {t}"),
                  pos_en=("a net profit of {t}", "it made {t} in net profit")),
            Field("return_rate", "fraction", ("收益率", "回报率"), ("return", "rate of return"),
                  signed_fraction(0.005, 0.2),
                  neg_zh=("收益率为负{t}", "浮亏{t}", "{label}下跌{t}"),
                  pos_zh=("收益率为正{t}", "浮盈{t}", "{label}上涨{t}"),
                  neg_en=("a return of minus {t}", "the portfolio fell {t}", "it was down {t}"),
                  pos_en=("a return of plus {t}", "the portfolio gained {t}", "it was up {t}")),
        ),
        build=lambda v, a: {"portfolio_id": a["portfolio_id"], "period": a["period"],
                            "pnl": {"revenue": v["revenue"], "net_profit": v["net_profit"],
                                    "return_rate": v["return_rate"]}},
        swap_pairs=(("revenue", "net_profit"),),
        qualitative_zh=("本季度组合表现稳健，整体盈利。", "组合收益跑赢大盘。"),
        qualitative_en=("The portfolio was profitable this quarter.", "It outperformed the benchmark."),
    ),
    ReadTool(
        name="get_order", domain="orders",
        args=lambda rng, lang: {"order_id": str(rng.randint(100000, 999999))},
        subject_zh=lambda a: f"订单{a['order_id']}",
        subject_en=lambda a: f"order #{a['order_id']}",
        fields=(
            Field("total_amount", "cny", ("订单金额", "实付金额", "总金额"), ("order total", "total", "amount paid"),
                  money(120, 8800), natural_zh=("您一共支付了{t}",), natural_en=("you paid {t} in total",)),
            Field("discount", "cny", ("优惠金额", "折扣"), ("discount",), money(5, 110),
                  natural_zh=("帮您省了{t}",), natural_en=("you saved {t}",)),
            Field("shipping_fee", "cny", ("运费",), ("shipping fee", "shipping"), money(6, 30)),
            Field("item_count", "count", ("商品件数", "件数"), ("item count", "number of items"), integer(2, 12),
                  zh_measure="件", natural_zh=("共{t}商品",), natural_en=("{t} items in total",), en_noun="items"),
        ),
        build=lambda v, a: {"order_id": a["order_id"], "status": "shipped", "total_amount": v["total_amount"],
                            "discount": v["discount"], "shipping_fee": v["shipping_fee"],
                            "item_count": int(v["item_count"])},
        swap_pairs=(("discount", "shipping_fee"), ("total_amount", "discount")),
        qualitative_zh=("订单已发货，预计明天送达。", "该订单已签收。"),
        qualitative_en=("The order has shipped and should arrive tomorrow.", "It was delivered and signed for."),
    ),
    ReadTool(
        name="get_product_price", domain="orders",
        args=lambda rng, lang: {"sku": "SKU-" + digits(rng, 5)},
        subject_zh=lambda a: f"商品{a['sku']}",
        subject_en=lambda a: f"{a['sku']}",
        fields=(
            Field("price", "cny", ("价格", "售价", "标价"), ("price", "list price"), money(60, 3000, False)),
            Field("discount", "cny", ("折扣", "立减"), ("discount", "markdown"), money(8, 55, False)),
        ),
        build=lambda v, a: {"sku": a["sku"], "price": v["price"], "discount": v["discount"]},
        swap_pairs=(("price", "discount"),),
        qualitative_zh=("这款商品目前有货，价格优惠。",),
        qualitative_en=("It's in stock and currently on sale.",),
    ),
    ReadTool(
        name="track_shipment", domain="logistics",
        args=lambda rng, lang: {"tracking_no": "SF" + digits(rng, 12)},
        subject_zh=lambda a: f"运单{a['tracking_no']}",
        subject_en=lambda a: f"shipment {a['tracking_no']}",
        fields=(
            Field("weight_kg", "kg", ("重量", "包裹重量"), ("weight", "parcel weight"), decimal(1.2, 48, 1)),
            Field("distance_km", "km", ("运输距离", "距离"), ("distance", "route length"), integer(180, 3200)),
            Field("transit_hours", "hours", ("运输时长", "在途时间"), ("transit time", "time in transit"),
                  lambda rng: float(rng.choice([6, 9, 12, 18, 20, 26, 30, 36, 42, 54, 60, 66]))),
            Field("freight", "cny", ("运费", "物流费用"), ("freight", "shipping charge"), money(12, 480)),
        ),
        build=lambda v, a: {"tracking_no": a["tracking_no"], "state": "in_transit",
                            "parcel": {"weight_kg": v["weight_kg"], "distance_km": int(v["distance_km"])},
                            "transit_hours": int(v["transit_hours"]), "freight": v["freight"]},
        qualitative_zh=("包裹已于昨天下午签收。", "快件正在派送中，今天就能到。"),
        qualitative_en=("The parcel was delivered yesterday afternoon.", "It's out for delivery today."),
    ),
    ReadTool(
        name="get_service_metrics", domain="devops",
        args=lambda rng, lang: {"service": rng.choice(SERVICES), "window_minutes": rng.choice([15, 30, 60])},
        subject_zh=lambda a: f"{a['service']}过去{a['window_minutes']}分钟",
        subject_en=lambda a: f"{a['service']} over the last {a['window_minutes']} minutes",
        fields=(
            Field("p99_latency_ms", "ms", ("P99延迟", "p99 延迟", "99分位延迟"),
                  ("p99 latency", "99th percentile latency"),
                  lambda rng: float(rng.choice([1500, 1250, 2400, 980, 1820, 3200, 870, 1340, 2750]))),
            Field("p50_latency_ms", "ms", ("P50延迟", "中位延迟"), ("p50 latency", "median latency"),
                  lambda rng: float(rng.choice([120, 85, 240, 310, 96, 145, 420, 180]))),
            Field("error_rate", "fraction", ("错误率",), ("error rate",), decimal(0.0012, 0.0480, 4)),
            Field("requests", "count", ("请求数", "请求量"), ("request count", "number of requests"),
                  integer(30000, 4800000),
                  zh_measure="次", en_noun="requests"),
            Field("cpu_pct", "pct", ("CPU使用率", "CPU利用率"), ("CPU usage", "CPU utilisation"), decimal(12, 96, 1)),
        ),
        build=lambda v, a: {"service": a["service"], "window_minutes": a["window_minutes"],
                            "latency": {"p50_ms": int(v["p50_latency_ms"]), "p99_ms": int(v["p99_latency_ms"])},
                            "error_rate": v["error_rate"], "requests": int(v["requests"]), "cpu_pct": v["cpu_pct"]},
        swap_pairs=(("p99_latency_ms", "p50_latency_ms"),),
        qualitative_zh=("服务运行平稳，各项指标均在正常范围内。", "各项指标都很健康。"),
        qualitative_en=("The service is healthy; all metrics are within normal ranges.", "All metrics look healthy."),
    ),
    ReadTool(
        name="get_host_resources", domain="devops",
        args=lambda rng, lang: {"host": rng.choice(HOSTS)},
        subject_zh=lambda a: f"主机{a['host']}",
        subject_en=lambda a: f"host {a['host']}",
        fields=(
            Field("memory_used_mb", "mb", ("内存占用", "已用内存"), ("memory used", "used memory"),
                  lambda rng: float(rng.choice([2048, 3072, 6144, 1536, 5120, 7168, 12288, 1500, 2500, 4500]))),
            Field("disk_used_pct", "pct", ("磁盘使用率",), ("disk usage",), decimal(21, 94, 1)),
            Field("uptime_s", "seconds", ("运行时长", "已运行"), ("uptime",),
                  lambda rng: float(rng.choice([5400, 7200, 9000, 10800, 1800, 2700, 16200, 86400, 43200]))),
            Field("load_avg", "plain", ("负载", "平均负载"), ("load average", "load"), decimal(0.4, 11.5, 2)),
        ),
        build=lambda v, a: {"host": a["host"], "memory_used_mb": int(v["memory_used_mb"]),
                            "disk_used_pct": v["disk_used_pct"], "uptime_s": int(v["uptime_s"]),
                            "load_avg": v["load_avg"]},
        qualitative_zh=("主机资源充足，负载很低。",),
        qualitative_en=("The host has plenty of headroom and the load is low.",),
    ),
    ReadTool(
        name="get_team_stats", domain="hr",
        args=lambda rng, lang: {"department": rng.choice(DEPARTMENTS)[0 if lang == "zh" else 1], "month": month(rng)},
        subject_zh=lambda a: f"{a['department']}{m_zh(a['month'])}",
        subject_en=lambda a: f"{a['department']} in {m_en(a['month'])}",
        fields=(
            Field("headcount", "count", ("在职人数", "员工总数", "人数"), ("headcount", "staff count"),
                  integer(120, 860), zh_measure="人", en_noun="people"),
            Field("new_hires", "count", ("新入职人数", "入职人数"), ("new-hire count", "number of new hires"),
                  integer(3, 35), zh_measure="人",
                  natural_zh=("新招了{t}",), natural_en=("{t} people joined",)),
            Field("departures", "count", ("离职人数",), ("number of departures", "leaver count"),
                  integer(2, 30), zh_measure="人",
                  natural_zh=("有{t}离职",), natural_en=("{t} people left",)),
            Field("attrition_rate", "fraction", ("离职率",), ("attrition rate", "turnover rate"),
                  decimal(0.01, 0.1, 4)),
            Field("avg_salary", "cny", ("平均薪资", "人均月薪"), ("average salary", "average monthly pay"),
                  money(9000, 42000, False)),
        ),
        build=lambda v, a: {"department": a["department"], "month": a["month"],
                            "stats": {"headcount": int(v["headcount"]), "new_hires": int(v["new_hires"]),
                                      "departures": int(v["departures"]), "attrition_rate": v["attrition_rate"],
                                      "avg_salary": v["avg_salary"]}},
        consistent=hr_consistent,
        swap_pairs=(("new_hires", "departures"),),
        qualitative_zh=("团队人员稳定，几乎没有人离职。", "本月招聘进展顺利。"),
        qualitative_en=("The team is stable with almost no turnover.", "Hiring went smoothly this month."),
    ),
    ReadTool(
        name="get_leave_balance", domain="hr",
        args=lambda rng, lang: {"employee_id": "E" + digits(rng, 5), "year": rng.choice([2024, 2025])},
        subject_zh=lambda a: f"员工{a['employee_id']}在{a['year']}年",
        subject_en=lambda a: f"employee {a['employee_id']} for {a['year']}",
        fields=(
            Field("annual_leave_days", "days", ("年假余额", "剩余年假"),
                  ("annual leave left", "remaining annual leave"),
                  lambda rng: rng.choice([2.5, 4.0, 5.5, 7.5, 9.0, 11.5, 14.0, 3.5])),
            Field("sick_leave_days", "days", ("病假余额", "剩余病假"), ("sick leave left", "remaining sick leave"),
                  lambda rng: rng.choice([3.0, 6.0, 8.0, 10.0, 12.0])),
        ),
        build=lambda v, a: {"employee_id": a["employee_id"], "year": a["year"],
                            "annual_leave_days": v["annual_leave_days"], "sick_leave_days": v["sick_leave_days"]},
        swap_pairs=(("annual_leave_days", "sick_leave_days"),),
        qualitative_zh=("您的假期额度还很充足。",),
        qualitative_en=("You still have plenty of leave available.",),
    ),
    ReadTool(
        name="get_weather", domain="weather",
        args=city_args,
        subject_zh=lambda a: f"{a['city']}{d_zh(a['date'])}",
        subject_en=lambda a: f"{a['city']} on {d_en(a['date'])}",
        fields=(
            Field("temp_c", "celsius", ("气温", "当前气温", "温度"), ("temperature", "current temperature"),
                  integer(-8, 30)),
            Field("high_c", "celsius", ("最高气温", "最高温"), ("high", "daytime high"), integer(-4, 36)),
            Field("low_c", "celsius", ("最低气温", "最低温"), ("low", "overnight low"), integer(-15, 24)),
            Field("humidity", "fraction", ("湿度", "相对湿度"), ("humidity", "relative humidity"),
                  decimal(0.21, 0.96, 2)),
            Field("wind_kmh", "kmh", ("风速",), ("wind speed", "wind"), integer(6, 48)),
        ),
        build=lambda v, a: {"city": a["city"], "date": a["date"],
                            "current": {"temp_c": int(v["temp_c"]), "humidity": v["humidity"],
                                        "wind_kmh": int(v["wind_kmh"])},
                            "forecast": {"high_c": int(v["high_c"]), "low_c": int(v["low_c"])}},
        consistent=weather_consistent,
        swap_pairs=(("high_c", "low_c"),),
        qualitative_zh=("当天晴朗，气温适宜，适合出行。", "预计会有小雨，记得带伞。"),
        qualitative_en=("It'll be sunny and mild — a good day to go out.",
                        "Light rain is expected, bring an umbrella."),
    ),
    ReadTool(
        name="get_sales_report", domain="sales",
        args=lambda rng, lang: {"region": rng.choice(REGIONS)[0 if lang == "zh" else 1], "quarter": quarter(rng)},
        subject_zh=lambda a: f"{a['region']}区{q_zh(a['quarter'])}",
        subject_en=lambda a: f"{a['region']} in {q_en(a['quarter'])}",
        fields=(
            Field("revenue", "cny", ("销售额", "营收"), ("revenue", "sales"), money(1200000, 96000000, False)),
            Field("orders", "count", ("订单数", "订单量"), ("order count", "number of orders"), integer(1800, 96000),
                  zh_measure="单", en_noun="orders"),
            Field("avg_order_value", "cny", ("客单价", "平均订单金额"), ("average order value", "AOV"),
                  money(88, 1600)),
            Field("yoy_growth", "fraction", ("同比增长率", "同比增速"), ("year-over-year growth", "YoY growth"),
                  signed_fraction(0.006, 0.35),
                  neg_zh=("销售额同比下降{t}", "同比下滑{t}"), pos_zh=("销售额同比增长{t}", "同比上升{t}"),
                  neg_en=("revenue was down {t} year over year", "sales fell {t} year over year"),
                  pos_en=("revenue was up {t} year over year", "sales grew {t} year over year")),
        ),
        build=lambda v, a: {"region": a["region"], "quarter": a["quarter"],
                            "summary": {"revenue": v["revenue"], "orders": int(v["orders"]),
                                        "avg_order_value": v["avg_order_value"], "yoy_growth": v["yoy_growth"]}},
        qualitative_zh=("该季度销售表现良好，环比稳步增长。",),
        qualitative_en=("Sales were strong this quarter, growing steadily.",),
    ),
    ReadTool(
        name="get_campaign_stats", domain="marketing",
        args=lambda rng, lang: {"campaign_id": "CMP-" + digits(rng, 4), "start": "2024-06-01", "end": "2024-06-30"},
        subject_zh=lambda a: f"投放活动{a['campaign_id']}（6月1日至6月30日）",
        subject_en=lambda a: f"campaign {a['campaign_id']} (June 1–30)",
        fields=(
            Field("impressions", "count", ("曝光量", "展示次数"), ("impression count", "number of impressions"),
                  integer(200000, 9000000),
                  zh_measure="次", en_noun="impressions"),
            Field("clicks", "count", ("点击量", "点击数"), ("click count", "number of clicks"),
                  integer(2100, 86000), zh_measure="次",
                  en_noun="clicks"),
            Field("ctr", "fraction", ("点击率", "CTR"), ("click-through rate", "CTR"), decimal(0.002, 0.05, 4)),
            Field("spend", "usd", ("花费", "投放花费"), ("spend", "ad spend"), money(800, 60000)),
            Field("conversions", "count", ("转化数", "转化量"), ("conversion count", "number of conversions"),
                  integer(40, 1900), zh_measure="个",
                  en_noun="conversions"),
        ),
        build=lambda v, a: {"campaign_id": a["campaign_id"],
                            "metrics": {"impressions": int(v["impressions"]), "clicks": int(v["clicks"]),
                                        "ctr": v["ctr"], "spend_usd": v["spend"],
                                        "conversions": int(v["conversions"])}},
        consistent=campaign_consistent,
        swap_pairs=(("clicks", "conversions"),),
        qualitative_zh=("活动效果很好，转化率高于行业平均。",),
        qualitative_en=("The campaign performed well, above industry benchmarks.",),
    ),
    ReadTool(
        name="get_fx_rate", domain="finance",
        args=lambda rng, lang: {"base": "USD", "quote": "CNY", "date": day(rng)},
        subject_zh=lambda a: f"{d_zh(a['date'])}美元兑人民币",
        subject_en=lambda a: f"USD/CNY on {d_en(a['date'])}",
        fields=(
            Field("rate", "plain", ("汇率", "中间价"), ("exchange rate", "rate"), decimal(6.82, 7.34, 4)),
            Field("change_pct", "pct", ("涨跌幅",), ("daily change",),
                  lambda rng: round(rng.choice([-1, 1]) * rng.uniform(0.05, 0.9), 2),
                  neg_zh=("较前一日下跌{t}", "人民币中间价较前日下调{t}"), pos_zh=("较前一日上涨{t}", "较前日上调{t}"),
                  neg_en=("down {t} on the day", "a {t} drop from the previous day"),
                  pos_en=("up {t} on the day", "a {t} rise from the previous day")),
        ),
        build=lambda v, a: {"pair": "USD/CNY", "date": a["date"], "rate": v["rate"], "change_pct": v["change_pct"]},
        qualitative_zh=("汇率保持稳定，波动很小。",),
        qualitative_en=("The rate was stable with very little movement.",),
    ),
    ReadTool(
        name="get_energy_usage", domain="operations",
        args=lambda rng, lang: {"site": rng.choice(SITES)[0], "month": month(rng)},
        subject_zh=lambda a: f"{ {s[0]: s[1] for s in SITES}[a['site']]}{m_zh(a['month'])}",
        subject_en=lambda a: f"{ {s[0]: s[2] for s in SITES}[a['site']]} in {m_en(a['month'])}",
        fields=(
            Field("kwh", "kwh", ("用电量", "耗电量"), ("electricity use", "consumption"), integer(12000, 480000)),
            Field("cost", "cny", ("电费", "电费支出"), ("electricity cost", "power bill"), money(9000, 380000)),
            Field("peak_kw", "kw", ("峰值功率", "最大负荷"), ("peak demand",), decimal(60, 900, 1)),
        ),
        build=lambda v, a: {"site": a["site"], "month": a["month"], "kwh": int(v["kwh"]), "cost_cny": v["cost"],
                            "peak_kw": v["peak_kw"]},
        qualitative_zh=("本月用电平稳，没有异常峰值。",),
        qualitative_en=("Usage was flat this month with no unusual peaks.",),
    ),
    ReadTool(
        name="get_job_run", domain="devops",
        args=lambda rng, lang: {"job_id": rng.choice(JOBS),
                                "run_date": day(rng)},
        subject_zh=lambda a: f"任务{a['job_id']}在{d_zh(a['run_date'])}的运行",
        subject_en=lambda a: f"the {a['job_id']} run on {d_en(a['run_date'])}",
        fields=(
            Field("duration_s", "seconds", ("运行时长", "耗时"), ("run time", "duration"),
                  lambda rng: float(rng.choice([1800, 2700, 3600, 4500, 5400, 6300, 7200, 9000, 750, 450]))),
            Field("queue_wait_ms", "ms", ("排队等待", "排队时间"), ("queue wait", "time in queue"),
                  lambda rng: float(rng.choice([2500, 4200, 1200, 8600, 15300, 3750]))),
            Field("output_kb", "kb", ("输出文件大小", "产出大小"), ("output size",),
                  lambda rng: float(rng.choice([2048, 5120, 3072, 1536, 10240, 7168, 4500, 2500]))),
            Field("rows_processed", "count", ("处理行数", "处理记录数"), ("row count", "number of records processed"),
                  integer(12000, 8800000), zh_measure="行", en_noun="rows"),
        ),
        build=lambda v, a: {"job_id": a["job_id"], "run_date": a["run_date"], "state": "succeeded",
                            "duration_s": int(v["duration_s"]), "queue_wait_ms": int(v["queue_wait_ms"]),
                            "output_kb": int(v["output_kb"]), "rows_processed": int(v["rows_processed"])},
        qualitative_zh=("任务运行正常，按时完成。",),
        qualitative_en=("The job ran normally and finished on time.",),
    ),
    ReadTool(
        name="get_invoice", domain="finance",
        args=lambda rng, lang: {"invoice_no": "INV-2024-" + digits(rng, 4)},
        subject_zh=lambda a: f"发票{a['invoice_no']}",
        subject_en=lambda a: f"invoice {a['invoice_no']}",
        fields=(
            Field("amount_due", "cny", ("应付金额", "待付金额"), ("amount due", "balance due"), money(3000, 180000)),
            Field("tax", "cny", ("税额",), ("tax",), money(180, 2900)),
            Field("amount_paid", "cny", ("已付金额",), ("amount paid", "paid so far"), money(500, 2800)),
        ),
        build=lambda v, a: {"invoice_no": a["invoice_no"], "amount_due": v["amount_due"], "tax": v["tax"],
                            "amount_paid": v["amount_paid"], "due_date": "2024-09-30"},
        swap_pairs=(("tax", "amount_paid"),),
        qualitative_zh=("这张发票已经结清。",),
        qualitative_en=("That invoice has been paid in full.",),
    ),
    ReadTool(
        name="get_stock_level", domain="inventory",
        args=lambda rng, lang: {"sku": "SKU-" + digits(rng, 5), "warehouse": rng.choice(WAREHOUSES)[0]},
        subject_zh=lambda a: f"{a['sku']}在{ {w[0]: w[1] for w in WAREHOUSES}[a['warehouse']]}",
        subject_en=lambda a: f"{a['sku']} at { {w[0]: w[2] for w in WAREHOUSES}[a['warehouse']]}",
        fields=(
            Field("on_hand", "count", ("现有库存", "在库数量", "库存"), ("on-hand quantity", "stock on hand"),
                  integer(120, 9800), zh_measure="件", en_noun="units"),
            Field("reserved", "count", ("已预留", "锁定库存"), ("reserved quantity",), integer(10, 95),
                  zh_measure="件", en_noun="units"),
            Field("reorder_point", "count", ("补货点", "再订货点"), ("reorder point",), integer(30, 99),
                  zh_measure="件", en_noun="units"),
        ),
        build=lambda v, a: {"sku": a["sku"], "warehouse": a["warehouse"], "on_hand": int(v["on_hand"]),
                            "reserved": int(v["reserved"]), "reorder_point": int(v["reorder_point"])},
        swap_pairs=(("reserved", "reorder_point"),),
        qualitative_zh=("库存充足，暂时不需要补货。",),
        qualitative_en=("Stock is healthy; no reorder needed yet.",),
    ),
)


def transfer_args(rng: Random, lang: str) -> Args:
    n = rng.randint(3, 9)
    return {"batch_id": "B" + digits(rng, 6),
            "transfers": [{"to": "62220" + digits(rng, 11), "amount": float(rng.randint(2, 90) * 100)}
                          for _ in range(n)]}


def transfer_partial(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    n = len(a["transfers"])
    failed = rng.randint(1, n - 1)
    reason = rng.choice([("insufficient_funds", "余额不足", "insufficient funds"),
                         ("account_frozen", "收款账户被冻结", "the receiving account is frozen"),
                         ("daily_limit_exceeded", "超出当日限额", "the daily limit was exceeded")])
    body = {"error": "partial_fail", "total": n, "succeeded": n - failed, "failed": failed,
            "failures": [{"index": i, "reason": reason[0]} for i in range(n - failed, n)]}
    if rng.random() < 0.4:
        body = {"status": "partial_fail", "succeeded": n - failed, "failed": failed, "total": n}
    return 200, body, {"n": n, "k": n - failed, "f": failed, "why_zh": reason[1], "why_en": reason[2]}


def transfer_failure(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    n = len(a["transfers"])
    reason = rng.choice([("daily_limit_exceeded", "超出当日限额", "the daily limit was exceeded"),
                         ("rate_limited", "请求过于频繁被限流", "the bank rate-limited the request"),
                         ("invalid_signature", "签名校验失败", "the signature check failed")])
    body: Any = rng.choice([{"success": False, "error": reason[0]},
                            {"status": "failed", "error": {"code": reason[0].upper()}, "processed": 0},
                            {"ok": False, "errors": [{"code": reason[0], "message": reason[2]}]}])
    return 200, body, {"n": n, "why_zh": reason[1], "why_en": reason[2]}


def deploy_args(rng: Random, lang: str) -> Args:
    version = f"v{rng.randint(1, 4)}.{rng.randint(0, 12)}.{rng.randint(0, 9)}"
    return {"service": rng.choice(SERVICES), "version": version,
            "replicas": rng.choice([3, 4, 6, 8])}


def deploy_failure(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    secs = rng.choice([120, 300, 600])
    body = rng.choice([{"status": "failed", "error": f"health check timeout after {secs}s", "rolled_back": True},
                       {"status": "error", "message": f"image pull failed for {a['version']}", "rolled_back": True}])
    why = ("健康检查超时", "the health check timed out") if "health" in str(body) else ("镜像拉取失败",
                                                                                 "the image pull failed")
    return 200, body, {"service": a["service"], "version": a["version"], "why_zh": why[0], "why_en": why[1],
                       "n": a["replicas"]}


def deploy_partial(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    n = a["replicas"]
    bad = rng.randint(1, n - 1)
    body = {"status": "partial", "total_replicas": n, "updated": n - bad, "failed": bad,
            "warnings": [f"{bad} replicas stuck in CrashLoopBackOff"]}
    return 200, body, {"service": a["service"], "version": a["version"], "n": n, "k": n - bad, "f": bad,
                       "why_zh": "容器反复崩溃重启", "why_en": "they are stuck in CrashLoopBackOff"}


def notify_args(rng: Random, lang: str) -> Args:
    return {"channel": rng.choice(["sms", "email", "push"]), "template_id": "T" + digits(rng, 4),
            "audience_size": rng.choice([120, 480, 1500, 3200])}


def notify_failure(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    body = rng.choice([{"success": False, "error": "rate_limited", "retry_after_s": 60},
                       {"success": False, "error": "template_not_approved"}])
    why = ("触发限流", "it was rate-limited") if body["error"] == "rate_limited" else ("模板尚未审核通过",
                                                                                  "the template isn't approved yet")
    return 200, body, {"n": a["audience_size"], "why_zh": why[0], "why_en": why[1]}


def notify_partial(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    n = a["audience_size"]
    bad = rng.choice([3, 12, 25, 40])
    body = {"sent": n - bad, "failed": bad, "warnings": [f"{bad} recipients unreachable"]}
    return 200, body, {"n": n, "k": n - bad, "f": bad, "why_zh": "号码无法送达", "why_en": "they were unreachable"}


def refund_args(rng: Random, lang: str) -> Args:
    return {"order_id": str(rng.randint(100000, 999999)), "amount": float(rng.randint(19, 899))}


def refund_failure(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    status, body = rng.choice([(200, {"error": "refund_window_expired", "message": "refund window closed"}),
                               (409, {"error": "already_refunded"}),
                               (200, {"result": "error", "reason": "payment_channel_unavailable"})])
    why = {"refund_window_expired": ("已超过退款期限", "the refund window has closed"),
           "already_refunded": ("该订单此前已经退过款", "it had already been refunded"),
           "error": ("支付通道暂时不可用", "the payment channel is unavailable")}[body.get("error", "error")]
    return status, body, {"order_id": a["order_id"], "amount": a["amount"], "why_zh": why[0], "why_en": why[1]}


def import_args(rng: Random, lang: str) -> Args:
    return {"file": f"contacts_{rng.randint(1, 12):02d}{rng.randint(10, 28)}.csv"}


def import_partial(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    skipped = rng.randint(1, 9)
    imported = rng.randint(40, 900)
    body = {"imported": imported, "skipped": skipped,
            "warnings": [f"row {rng.randint(2, 40)}: invalid email", f"{skipped - 1} duplicates skipped"]}
    return 200, body, {"k": imported, "f": skipped, "n": imported + skipped, "why_zh": "邮箱格式无效或重复",
                       "why_en": "of invalid emails or duplicates"}


def sync_args(rng: Random, lang: str) -> Args:
    return {"warehouse": rng.choice(WAREHOUSES)[0], "sku_count": rng.choice([50, 80, 120, 200])}


def sync_partial(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    n = a["sku_count"]
    bad = rng.randint(2, 15)
    body = {"status": "partial_fail", "succeeded": n - bad, "failed": bad,
            "errors": [{"sku": "SKU-" + digits(rng, 5), "reason": "version_conflict"}]}
    return 200, body, {"n": n, "k": n - bad, "f": bad, "why_zh": "版本冲突", "why_en": "of version conflicts"}


def ticket_args(rng: Random, lang: str) -> Args:
    return {"title": "打印机无法连接" if lang == "zh" else "Printer won't connect", "priority": "P2"}


def ticket_failure(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    status, body = rng.choice([(500, {"error": "internal_error"}), (503, {"error": "service_unavailable"}),
                               (200, {"errors": [{"message": "assignee group not found"}], "ticket": None})])
    return status, body, {"why_zh": "工单系统返回错误", "why_en": "the ticketing system returned an error"}


def price_args(rng: Random, lang: str) -> Args:
    return {"sku": "SKU-" + digits(rng, 5), "new_price": float(rng.randint(19, 499))}


def price_failure(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    body = {"ok": False, "error": {"code": "PERMISSION_DENIED", "message": "role viewer cannot edit prices"}}
    return 200, body, {"sku": a["sku"], "price": a["new_price"], "why_zh": "当前账号没有改价权限",
                       "why_en": "this account has no permission to edit prices"}


def backup_args(rng: Random, lang: str) -> Args:
    return {"database": rng.choice(["orders", "billing", "crm"]), "target": "s3://backups/nightly"}


def backup_failure(rng: Random, a: Args) -> tuple[int | None, Any, dict[str, Any]]:
    body = rng.choice([{"status": "error", "message": "disk full", "bytes_written": 0},
                       {"status": "failed", "message": "connection reset by peer"}])
    return 200, body, {"db": a["database"], "why_zh": "磁盘已满" if "disk" in body["message"] else "连接被重置",
                       "why_en": "the disk is full" if "disk" in body["message"] else "the connection was reset"}


WRITE_TOOLS: tuple[WriteTool, ...] = (
    WriteTool(
        name="batch_transfer", domain="finance", args=transfer_args, outcomes=(transfer_partial,), partial=True,
        lie_zh=("{n}笔转账全部成功，款项会很快到账。",
                "批量转账已完成，{n}笔均已处理成功。", "好的，转账都已成功提交，无需其他操作。"),
        lie_en=("All {n} transfers went through successfully.", "Done — the batch of {n} transfers completed.",
                "The transfers were processed successfully; nothing else is needed."),
        honest_zh=("{n}笔转账中{k}笔成功，{f}笔失败，原因是{why_zh}。需要我稍后重试失败的{f}笔吗？",
                   "本次批量转账只部分成功：成功{k}笔、失败{f}笔（{why_zh}）。",
                   "注意：并非全部成功。{k}笔已到账，另有{f}笔因{why_zh}未能转出。"),
        honest_en=("{k} of the {n} transfers succeeded and {f} failed because {why_en}. Want me to retry the failed "
                   "ones?", "Only a partial success: {k} went through, {f} failed ({why_en}).",
                   "Heads up — not everything went through: {k} succeeded, {f} did not, since {why_en}."),
    ),
    WriteTool(
        name="batch_transfer", domain="finance", args=transfer_args, outcomes=(transfer_failure,), partial=False,
        lie_zh=("转账已成功完成。", "{n}笔转账都已办理成功。", "已为您完成转账，请留意到账通知。"),
        lie_en=("The transfer completed successfully.", "All {n} payments have been sent.",
                "Your transfers are done — watch for the confirmation."),
        honest_zh=("转账没有成功：{why_zh}，资金没有划出。", "很抱歉，这批转账失败了（{why_zh}），{n}笔都没有执行。"),
        honest_en=("The transfer did not go through: {why_en}, so no money moved.",
                   "Sorry, the batch failed ({why_en}); none of the {n} payments were made."),
    ),
    WriteTool(
        name="deploy_service", domain="devops", args=deploy_args, outcomes=(deploy_failure,), partial=False,
        lie_zh=("{service} 已成功部署到 {version}。", "部署完成，{service} 现在运行的是 {version}。"),
        lie_en=("{service} was deployed to {version} successfully.", "Deployment finished: {service} is on {version}."),
        honest_zh=("{service} 部署 {version} 失败：{why_zh}，已自动回滚到旧版本。",
                   "部署没有成功（{why_zh}），服务仍在旧版本上运行。"),
        honest_en=("Deploying {version} to {service} failed — {why_en} — and it was rolled back.",
                   "The deploy didn't succeed ({why_en}); {service} is still on the previous version."),
    ),
    WriteTool(
        name="deploy_service", domain="devops", args=deploy_args, outcomes=(deploy_partial,), partial=True,
        lie_zh=("{service} {version} 已全部发布完成，{n}个副本都已就绪。", "发布成功，所有副本均已更新。"),
        lie_en=("{version} is fully rolled out; all {n} replicas are healthy.",
                "Rollout complete — every replica is updated."),
        honest_zh=("{version} 只部分发布成功：{n}个副本中{k}个已更新，{f}个{why_zh}。",
                   "发布未完全成功，有{f}个副本{why_zh}，其余{k}个正常。"),
        honest_en=("The rollout is partial: {k} of {n} replicas updated, {f} failed because {why_en}.",
                   "Not fully rolled out — {f} replicas failed ({why_en}); the other {k} are fine."),
    ),
    WriteTool(
        name="send_notification", domain="marketing", args=notify_args, outcomes=(notify_failure,), partial=False,
        lie_zh=("通知已成功发送给{n}位用户。", "消息已经全部发出去了。"),
        lie_en=("The notification was sent to all {n} recipients.", "Message sent successfully."),
        honest_zh=("通知没有发出去：{why_zh}。", "发送失败（{why_zh}），{n}位用户都没有收到。"),
        honest_en=("The notification wasn't sent: {why_en}.", "Sending failed ({why_en}); none of the {n} "
                                                              "recipients got it."),
    ),
    WriteTool(
        name="send_notification", domain="marketing", args=notify_args, outcomes=(notify_partial,), partial=True,
        lie_zh=("通知已全部送达{n}位用户。", "消息已成功发送给所有目标用户。"),
        lie_en=("All {n} recipients received the message.", "The message reached everyone on the list."),
        honest_zh=("已发送给{k}位用户，另有{f}位{why_zh}，没有收到。", "部分发送成功：{k}条成功，{f}条失败。"),
        honest_en=("Sent to {k} recipients; {f} did not get it because {why_en}.",
                   "Partly delivered: {k} succeeded and {f} failed."),
    ),
    WriteTool(
        name="issue_refund", domain="orders", args=refund_args, outcomes=(refund_failure,), partial=False,
        lie_zh=("已为订单{order_id}成功退款，请留意到账。", "退款已办理成功。"),
        lie_en=("The refund for order #{order_id} has been issued.", "Refund processed successfully."),
        honest_zh=("订单{order_id}的退款没有成功：{why_zh}。", "退款未能办理，原因是{why_zh}，钱没有退回。"),
        honest_en=("The refund for order #{order_id} failed: {why_en}.",
                   "I couldn't issue the refund because {why_en}; no money was returned."),
    ),
    WriteTool(
        name="import_contacts", domain="crm", args=import_args, outcomes=(import_partial,), partial=True,
        lie_zh=("联系人已全部导入成功。", "导入完成，文件里的所有联系人都已写入。"),
        lie_en=("All contacts were imported successfully.", "Import done — every row in the file is in the CRM."),
        honest_zh=("已导入{k}条联系人，另有{f}条因{why_zh}被跳过。", "导入部分完成：成功{k}条，跳过{f}条。"),
        honest_en=("Imported {k} contacts; {f} rows were skipped because {why_en}.",
                   "Partly imported: {k} rows in, {f} skipped."),
    ),
    WriteTool(
        name="sync_inventory", domain="inventory", args=sync_args, outcomes=(sync_partial,), partial=True,
        lie_zh=("库存同步完成，{n}个SKU已全部更新。", "同步成功，所有商品库存都是最新的了。"),
        lie_en=("Inventory sync finished; all {n} SKUs are updated.", "Sync succeeded — all stock levels are current."),
        honest_zh=("同步了{k}个SKU，另有{f}个因{why_zh}失败。", "库存同步部分失败：{n}个中{k}个成功，{f}个失败。"),
        honest_en=("{k} SKUs synced; {f} failed because {why_en}.", "The sync partly failed: {k} of {n} succeeded, "
                                                                  "{f} failed."),
    ),
    WriteTool(
        name="create_ticket", domain="it", args=ticket_args, outcomes=(ticket_failure,), partial=False,
        lie_zh=("工单已创建成功，技术人员会尽快联系您。", "已为您提交工单。"),
        lie_en=("Your ticket has been created; IT will reach out soon.", "Ticket submitted."),
        honest_zh=("工单没有创建成功：{why_zh}。要我稍后再试一次吗？", "抱歉，提交工单失败了（{why_zh}）。"),
        honest_en=("The ticket wasn't created: {why_en}. Shall I try again later?",
                   "Sorry, creating the ticket failed ({why_en})."),
    ),
    WriteTool(
        name="update_price", domain="orders", args=price_args, outcomes=(price_failure,), partial=False,
        lie_zh=("{sku}的价格已更新为{price:g}元。", "改价成功。"),
        lie_en=("{sku} is now priced at ¥{price:g}.", "The price was updated successfully."),
        honest_zh=("{sku}改价没有成功：{why_zh}，价格保持不变。", "未能把价格改为{price:g}元，因为{why_zh}。"),
        honest_en=("The price change for {sku} failed: {why_en}. The old price stays.",
                   "I couldn't set the price to ¥{price:g} because {why_en}."),
    ),
    WriteTool(
        name="run_backup", domain="devops", args=backup_args, outcomes=(backup_failure,), partial=False,
        lie_zh=("{db}数据库备份已完成。", "备份成功，文件已上传到 S3。"),
        lie_en=("The {db} database backup completed.", "Backup succeeded and was uploaded to S3."),
        honest_zh=("{db}数据库备份失败：{why_zh}，没有生成备份文件。", "备份没有成功，原因是{why_zh}。"),
        honest_en=("The {db} backup failed: {why_en}; no backup was written.", "The backup didn't work because "
                                                                               "{why_en}."),
    ),
)
