"""Field labels in zh and en: which words in a narration name which keys of a result.

Keys are split into words (``totalAmount`` → total, amount; ``latency_ms`` → latency + unit ms) and each word
is mapped to a concept; a small bilingual table gives the zh and en words people use for common business and
operations fields. A key word the table does not know is still its own concept, so ``widget_count`` is found by
"widgets" in English text with no table entry at all.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass
from functools import lru_cache

from toolproof.fidelity.numbers import unit_of_word

# concept | English words (first is the concept's name) | Chinese words
_TABLE = """
balance|balance,bal|余额,结余,账户余额,存款,尾款,余款
amount|amount,amt,sum,value|金额,数额,款项
price|price,prices,pricing,priced,rate_card|价格,单价,售价,价钱,报价,定价,原价,标价,房价
cost|cost,costs,expense,expenses,spend,spending,spent,expenditure|成本,费用,花费,支出,开支,开销,消费,投放金额,投放花费
fee|fee,fees,charge,charges,commission|手续费,费率,服务费,佣金,收费,提成
discount|discount,discounts,rebate,coupon,off|折扣,优惠,折让,减免,立减,优惠券
tax|tax,taxes,vat,withholding,withheld|税费,税额,增值税,税金,个税,个人所得税,所得税,税,扣税,代扣税
duty|duty,duties,tariff,tariffs|关税
approved|approved|核定,核准
revenue|revenue,revenues,sales,income|收入,营收,营业收入,销售额,销售收入,营业额,进账
profit|profit,profits,earnings,pnl,gain,gains|利润,盈利,净利,收益,盈亏,损益,净利润
loss|loss,losses,deficit|亏损,损失,赤字,赔款,赔付,赔付额
margin|margin,margins|利润率,毛利率,利润空间,毛利
salary|salary,salaries,wage,wages,pay,payroll|工资,薪资,薪水,薪酬,月薪
payment|payment,payments,paid,payout,disbursed,disbursement|付款,支付,还款,缴费,已付,拨付,已拨付,拨款,进度款,付过,付了
refund|refund,refunds,refunded|退款,退还,返还
deposit|deposit,deposits|存入,入金,充值,押金,定金,订金
withdrawal|withdrawal,withdrawals,withdrawn|取款,提现,出金,取出
transfer|transfer,transfers,transferred,remittance|转账,汇款,转出,转入,划转
debt|debt,debts,owed,owe,outstanding,arrears|欠款,负债,债务,未还
credit|credit,credits|信用,授信
limit|limit,limits,cap,quota,ceiling,allowance|限额,额度上限,配额,额度
budget|budget,budgets|预算
interest|interest,apr,apy,annualized,yield|利息,利率,年化,年化收益率,收益率
rate|rate,rates,ratio,percentage,percent,pct,proportion,share|比率,比例,占比,百分比,份额
cause|cause,causes,reason,reasons|原因,成因,起因,缘由
adjuster|adjuster,adjusters,surveyor,assessor|理赔员,查勘员,定损员,公估员,核损员
assignee|assignee,owner,handler|负责人,经办人,处理人,跟进人
courier|courier,rider,driver|快递员,配送员,骑手,司机
technician|technician,installer,engineer|技师,工程师,维修师傅,安装师傅
doctor|doctor,physician|医生,大夫,主治医生
discharge|discharge,discharged|出院
overseas|overseas,oversea,international,abroad|海外,境外,国外
growth|growth,grew,increase,increased,rise,rose,gain|增长,增幅,涨幅,上涨,提升,增加,上升,净增,净增加
change|change,changes,delta,diff,difference,differential,variance,movement,chg,dev,deviation|变化,变动,变化量,差额,差值,涨跌,变动额,净胜,增减,净增减,增减量,调价,调幅
cut_by||节省,节约,省下
decline|decline,decrease,decreased,drop,dropped,fall,fell,reduction,down|下降,下跌,跌幅,降幅,减少,下滑,回落,净减,净减少
return|return,returns,roi,yield|回报,收益率,回报率,收益,投产比,投入产出比
character|character,characters,char,chars|字符,字符数
score|score,scores,scored,rating,ratings,grade,marks|评分,得分,分数,打分,评级,成绩,评价
count|count,number,num,quantity,qty,qtys,cnt,total_count,how_many,counts|数量,数目,个数,次数,笔数,件数,条数,人数,总数,单量,台次
total|total,overall,sum_total,grand,all,totaled,totalled,totaling,totalling|总计,总额,合计,共计
average|average,avg,mean,averaged|平均,均值,平均值,人均
median|median,p50,50th|中位数,中位,中值,50分位
p90|p90,90th|90分位
p95|p95,95th|95分位
p99|p99,99th|99分位
max|max,maximum,peak,highest,top,high|最大,最高,峰值,上限
min|min,minimum,lowest,floor,low,bottomed|最小,最低,下限
net|net,posttax,aftertax|净额
gross|gross,pretax|毛额
available|available,avail,usable,spendable|可用,可支配,可提,能动用,可动用,能用的
frozen|frozen,held,hold,blocked|冻结
pending|pending,processing,unsettled|待处理,处理中,待结算,在途,挂起,等着,等待
current|current,curr,present,now,currently|当前,现有,本期
target|target,targets,setpoint,goal_value|目标,目标值,设定,设定值,设置为
planned|planned,plan,scheduled,budgeted,projected,expected,estimate,estimated|计划,预计,原计划,预期,预估
actual|actual,actually,real|实际,实际值
adult|adult,adults|成人,成年人
child|child,children,kid,kids|儿童,小孩,孩子
inbound|inbound,stock_in,received|入库,收货
outbound|outbound,stock_out|出库
previous|previous,prev,prior,last,former|上次,上一次,上期,之前,此前,以前,上月
next|next,upcoming|下一期,下期,下一次,下次,下一轮,下轮,下一笔
today|today,daily,day|今日,今天,当日,每日
monthly|monthly,month,mtd|本月,月度,每月
yearly|yearly,annual,annually,ytd|年度,全年,每年,本年,今年以来
quarterly|quarterly,quarter|季度,本季度
weekly|weekly,week|本周,每周
succeeded|succeeded,success,successful,succeed,ok,completed,complete,passed,imported,delivered,sent|成功,已完成,完成,通过,导入,送达
failed|failed,failure,failures,fail,failing,errors_count|失败,未成功,出错
skipped|skipped,skip,ignored|跳过,忽略
remaining|remaining,remain,left,rest,leftover|剩余,剩下,余下,尚余,还剩,还差,还能,尚欠,未完成
done|done,so far,already|已经
used|used,consumed,usage,utilization,utilisation,using,uses|已用,使用,用量,占用,使用率,消耗,在用,用了
free|free,unused,spare,idle,unattached,unmounted|空闲,剩余空间,可用空间,闲置,未挂载,未绑定
capacity|capacity,size,storage,space,disk|容量,大小,存储,空间,磁盘,云盘,硬盘
memory|memory,mem,ram|内存
cpu|cpu,processor|处理器
latency|latency,delay,delayed,lag,response_time,rtt|延迟,时延,延时,响应时间,耗时,延误,晚点
duration|duration,dur,elapsed,runtime,time,took,length|时长,用时,耗时,持续时间,时间,历时
uptime|uptime,availability,sla|可用性,在线率,可用率,正常运行时间
downtime|downtime,outage|停机,宕机,故障时间
error|error,errors,err|错误,报错,异常
request|request,requests,req,qps,rps,calls,hits|请求,请求数,调用,调用量,访问量
traffic|traffic,bandwidth,throughput|流量,带宽,吞吐量
visit|visit,visits,visitor,visitors,pageview,pageviews,pv,uv|访问,访客,浏览量,访问量
user|user,users,member,members,customer,customers,client,clients,account_holders|用户,会员,客户,顾客
employee|employee,employees,staff,headcount|员工,职员,人员,编制,雇员
order|order,orders|订单
item|item,items,product,products,goods,article|商品,产品,物品,货品,条目
inventory|inventory,stock,stocks,on_hand,in_stock|库存,存货,现货
sold|sold|售出,卖出,已售,销量
sale|sale,promo,promos,promotion,promotions,promotional,discounted,current_price|促销价,特价,折后价,活动价
shipment|shipment,shipments,shipped,delivery,deliveries|发货,出货,配送,运单
weight|weight,kg,mass,weighs,weighed,weighing,weigh|重量,体重,公斤,千克
intake|intake,came in,brought in|入所,入站,收容时
distance|distance,mileage,km,miles|距离,里程,公里
temperature|temperature,temp,temps|温度,气温
humidity|humidity|湿度
speed|speed,velocity|速度,车速,时速,航速,船速
population|population|人口
age|age,aged|年龄,岁
height|height|身高,高度
account|account,acct,acc|账户,账号,帐户,帐号
id|id,identifier,code,ref,reference,uuid|编号,号码,代码,单号,编码,序号
phone|phone,mobile,tel,telephone|电话,手机,手机号
report|report,reports,summary|报告,报表,汇总
record|record,records,entry,entries,log,logs|记录,条目,日志
file|file,files,document,documents,attachment|文件,文档,附件
message|message,messages,email,emails,mail,sms|消息,短信,邮件,信息
ticket|ticket,tickets,issue,issues,case,cases|工单,问题单,事件,案例
task|task,tasks,job,jobs|任务,作业
project|project,projects|项目
point|point,points,pts,pt,reward,rewards|积分,点数,奖励
bonus|bonus,bonuses|奖金,年终奖
level|level,tier,rank,ranking|等级,级别,排名,层级
percentile|percentile,p50,p90,p95,p99|分位,分位数
stock_price|quote,share_price|股价,报价
opening|opening,open,beginning,starting,initial|月初,期初,年初,开盘,开盘价,期初余额
closing|closing,close,closed,ending,final|月末,期末,年末,收盘,收盘价,期末余额
after|after,post,afterwards|之后,以后,此后,改造后,调整后,优化后,改后,上线后
before|before,pre,baseline|改造前,调整前,优化前,改前,上线前,基线
volume|volume,vol|成交量,交易量
market_cap|market_cap,marketcap,capitalization|市值
dividend|dividend,dividends|股息,分红
asset|asset,assets,holdings,portfolio,aum|资产,持仓,总资产
liability|liability,liabilities|负债
equity|equity|权益,净资产
cash|cash,cashflow,cash_flow|现金,现金流
invoice|invoice,invoices,bill,bills,billing|发票,账单,电费单,话费单
transaction|transaction,transactions,txn,txns,trade,trades|交易,流水,成交
conversion|conversion,conversions,conversion_rate,cvr|转化,转化率
click|click,clicks,ctr|点击,点击量,点击率
impression|impression,impressions|曝光,展示量
rating|rating,stars,star|星级,评级
dau|dau,daus|日活,日活跃用户,日活用户,日活跃
wau|wau,waus|周活,周活跃用户,周活用户,周活跃
mau|mau,maus|月活,月活跃用户,月活用户,月活跃
views|views,view|播放量,浏览,观看
likes|likes,like|点赞,喜欢
follower|follower,followers,fans,subscribers|粉丝,关注者,订阅者
battery|battery|电量,电池
energy|energy,power,kwh,electricity|能耗,耗电量,用电量,用电,电量,功率,输出功率,发电功率
reserved|reserved,locked,allocated,committed|锁定,预留,已预留,占用,已分配
booked|booked|预订,已预订,订出,已订,订了
reorder|reorder,replenish,restock|补货,补货点,再订货
queue|queue,queued,wait,waiting|排队,等待,排队等待,等待时间
output|output,produced|产出,输出,产出大小,产值
row|row,rows,line,lines|行数,记录数
leave|leave,vacation,pto|假期,年假,病假,休假
hire|hire,hires,hired,onboarded,joiner,joiners|入职,新入职,招聘
departure|departure,departures,leaver,leavers,attrition,churn,turnover,turnovers,changeover|离职,流失,离职率,流失率,接台,周转,翻台
dispatched|dispatched|发车,已发车,发出车辆,出车
wind|wind|风速,风力
forecast|forecast,predicted|预报,预测
freight|freight,shipping|运费,邮费,快递费
fx|fx,exchange|汇率,兑换
insurance|insurance,insured,insurer|保险,保险费
medical|medical,health,healthcare|医疗,医疗保险
pension|pension,retirement,401k|养老,养老金,养老保险,退休金
housing|housing|住房
fund|fund,funds|基金
self|self,own,oop,copay|自付,自费,个人负担
personal|personal,individual,employee_part|个人,个人缴纳,个人部分
employer|employer|单位,单位缴纳,雇主
listing|listing,listed,asking,list_price|挂牌,挂牌价,标价
deal|deal,closing_price,transaction_price|成交价,成交
additional|additional,extra,continued,subsequent,overage,excess|续重,续费用,额外,附加,超出,超出部分,超额,超量,超套
dose|dose,dosage,doses|剂量,每次,单次
frequency|frequency,freq|频次
math|math,maths,mathematics|数学
english|english|英语,英文
chinese_subject|chinese|语文
physics|physics|物理
chemistry|chemistry|化学
business_class|business,club|公务舱,商务舱
premium_economy|premium|超级经济舱,高端经济舱
economy|economy,coach|经济舱
rebound|rebound,rebounds,reb,rebs,boards|篮板,篮板球
assist|assist,assists,ast|助攻
steal|steal,steals,stl|抢断
block|block,blocks,blk|盖帽
goal|goal,goals|进球
overtime|overtime,ot|加班,加班时长
export|export,exported,exports,feed_in|出口,馈网,外送
import|import,imported_energy|进口,下网,购电,取电
outflow|outflow,outflows|流出,净流出
inflow|inflow,inflows|流入,净流入
debit|debit,debits|借方,支出额,扣款
discharge|discharge,discharging,discharged|放电
charge_power|charging,charged_energy|充电
commute|commute|通勤
rent|rent|房租,租金
water|water|用水,水量
gas|gas|燃气,煤气
gmv|gmv|成交额,成交总额
removal|deletion,deletions,removal,removals|删减,删除行
fuel|fuel,petrol,gasoline,diesel|油耗,燃油,油量,耗油,油费,加油量
busy|busy,working,occupied_by|忙碌,工作中,作业中,在作业
active|active|活跃
vehicle|vehicle,vehicles,car,cars,bike,bikes,truck,trucks,van,vans|车辆,单车,车队
ride|ride,rides,trip,trips|骑行,行程,出行
applicant|applicant,applicants,application,applications|报名,报考,申请人
admitted|admitted,admit,admission,admissions,accepted|录取
enrolled|enrolled,enrollment,enrolment,enrol,enroll|报到,入学,入组
occupancy|occupancy,occupied|入住率,出租率,入住,已占用
display|display,displayed,exhibited,exhibit|展出,在展
principal|principal,borrowed|本金
redemption|redemption,redemptions,redeemed,redeem|赎回,赎当
renewal|renewal,renewals,renewed,renew|续当,续期
forfeit|forfeit,forfeits,forfeited|绝当
loaned|loaned,loan,loans|借展,借入,借出
overdue|overdue,late,past_due|逾期,超期
trapped|trapped,entrapment,entrapments|困人
maintained|maintained,serviced,maintenance|保养,维保,已保养
mom|mom,wow,qoq,dod,sequential|环比
contract|contract,contracts,contracted|合同,合同额,合同金额,签约额
signed|signed,signing,signings|签约,已签约,签署
retention|retention,retainage,holdback|质保金,保留金,留存
seat|seat,seats,seating|座位,座席,席位,机位
waitlist|waitlist,waitlists,waitlisted|候补,候补名单,候补申请
retail|retail|零售价,零售,门店价,门市价
wholesale|wholesale|批发价,批发,拿货价
no_show|no_show,no_shows,noshow,noshows|爽约,放鸽子
"""

LABEL_MODIFIERS = frozenset({"net", "gross", "available", "frozen", "pending", "average", "median", "max", "min",
                             "used", "remaining", "done", "free", "today", "weekly", "monthly", "yearly"})
"""Modifiers specific enough to pick a field when a label names nothing else ("net result" → net_profit)."""

MODIFIERS = frozenset(
    {"total", "net", "gross", "average", "median", "max", "min", "available", "frozen", "pending", "current",
     "previous", "today", "monthly", "yearly", "quarterly", "weekly", "remaining", "done", "used", "free", "new", "old",
     "first", "final", "original", "base", "estimated", "actual", "expected", "unit", "per", "daily", "number",
     "yoy", "mom", "qoq"}
)
"""Concepts that qualify a field rather than name it: "total" alone does not tell balance from amount."""

GENERIC_LABELS = frozenset({"total", "amount", "count", "duration", "rate"})
"""Label concepts too general to tell one field from another ("total", "amount" and "value", "count" and "number",
"time", "rate"): a label that shares only one of these with a key that has a more specific name has not named it."""

NEGATIVE_CONCEPTS = frozenset({"loss", "decline", "cut_by", "debt", "liability", "removal", "outflow", "debit"})
"""A key made of these counts down: ``loss: 120`` and "a loss of 120" say the same thing, and so do
``deletions: 97`` and the diff notation "−97"."""

DEDUCTION_CONCEPTS = frozenset({"fee", "discount", "refund", "deduction", "chargeback", "deposit", "prepaid",
                                "credit"})
"""Amounts taken off a total: a breakdown may write them with a minus ("Refunds: −$845.50") or without, and the
field holds them positive; either sign tells the same amount."""

SIGNED_CONCEPTS = frozenset(
    {"change", "growth", "decline", "profit", "loss", "return", "margin", "net", "cash", "equity", "interest", "mom",
     "yoy", "deviation"}
)
"""Keys whose sign carries meaning: a gain reported as a loss is a sign flip, not a paraphrase."""

OUTWARD_CONCEPTS = frozenset({"export", "outflow", "discharge", "debit"})
INWARD_CONCEPTS = frozenset({"import", "inflow", "charge_power"})
"""Keys whose positive value is a direction (``net_export_kwh: 8.5`` went to the grid): a narration that says
the opposite direction ("pulled 8.5 kWh from the grid") flips its sign."""

MONEY_CONCEPTS = frozenset(
    {"balance", "amount", "price", "cost", "fee", "discount", "tax", "revenue", "profit", "loss", "salary",
     "payment", "refund", "deposit", "withdrawal", "transfer", "debt", "credit", "limit", "budget", "asset",
     "liability", "equity", "cash", "invoice", "dividend", "market_cap", "stock_price", "bonus", "rent"}
)
"""Concepts whose values are sums of money (so a claim with ¥ or 元 may be about them)."""

LENGTH_CONCEPTS = frozenset({"distance", "height", "length", "width", "depth", "elevation", "altitude", "radius",
                             "hs", "swell", "draft", "draught", "clearance", "freeboard", "tide", "span"})
"""Keys where a bare ``m`` is metres (``distance_m``); elsewhere it may be minutes or millions."""
UNIT_WORDS: dict[str, str] = {
    "ms": "ms", "msec": "ms", "millis": "ms", "milliseconds": "ms", "millisecond": "ms",
    "s": "s", "sec": "s", "secs": "s", "seconds": "s", "second": "s",
    "min": "min", "mins": "min", "minutes": "min", "minute": "min",
    "h": "h", "hr": "h", "hrs": "h", "hours": "h", "hour": "h",
    "days": "day", "day": "day", "us": "us", "ns": "ns", "micros": "us",
    "b": "B", "bytes": "B", "byte": "B", "kb": "KB", "kib": "KiB", "mb": "MB", "mib": "MiB",
    "gb": "GB", "gib": "GiB", "tb": "TB", "tib": "TiB", "pib": "PiB",
    "pct": "%", "percent": "%", "percentage": "%", "bps": "bp", "bp": "bp",
    "kbps": "kbit/s", "mbps": "Mbit/s", "gbps": "Gbit/s", "tbps": "Tbit/s",
    "cny": "CNY", "rmb": "CNY", "yuan": "CNY", "usd": "USD", "eur": "EUR", "gbp": "GBP", "jpy": "JPY",
    "usdt": "USDT", "usdc": "USDC", "pence": "cent",
    "hkd": "HKD", "cents": "cent", "cent": "cent", "fen": "cent", "wh": "Wh", "kwh": "kWh", "mwh": "MWh", "gwh": "GWh",
    "w": "W", "watts": "W", "kw": "kW", "mw": "MW", "c": "°C", "f": "°F", "celsius": "°C", "fahrenheit": "°F",
    "km": "km", "cm": "cm", "mm": "mm", "meters": "m", "metres": "m", "inches": "in", "ft": "ft", "feet": "ft",
    "mi": "mi",
    "kg": "kg", "kgs": "kg", "mg": "mg", "g": "g", "grams": "g", "ug": "µg", "mcg": "µg",
    "ugm3": "µg", "mgm3": "mg",  # air quality: pm25_ugm3 is micrograms per cubic metre, read by its measure
    "t": "t", "mt": "t", "tonnes": "t", "tons": "t", "ton": "t", "tonne": "t", "jin": "jin", "lb": "lb", "lbs": "lb",
    "ha": "ha", "hectares": "ha", "mu": "亩", "acres": "acre", "sqft": "sqft", "sf": "sqft", "ft2": "sqft",
    "sqm": "m²", "m2": "m²", "km2": "km²",
    "m3": "m³", "cbm": "m³", "l": "L", "liters": "L", "litres": "L", "ml": "mL", "gal": "gal", "gallons": "gal",
    "ccf": "CCF", "therms": "therm", "therm": "therm", "kgal": "kgal",
    "gallon": "gal",
    "gpm": "gal", "gph": "gal", "lpm": "L",  # flow read by its measure: ``flow_gpm`` is gallons (per minute)
    "sats": "sat", "sat": "sat", "satoshi": "sat", "satoshis": "sat", "btc": "BTC",
    "wei": "wei", "gwei": "gwei", "eth": "ETH", "lamports": "lamport", "lamport": "lamport",
    "hpa": "hPa", "kpa": "kPa", "mpa": "MPa", "psi": "psi", "lux": "lx", "lx": "lx",
    "db": "dB", "dbm": "dBm", "hz": "Hz", "khz": "kHz", "mhz": "MHz", "ghz": "GHz",
    "kph": "km/h", "kmh": "km/h", "mph": "mph", "knots": "kn", "kts": "kn", "kn": "kn",
    # pinyin, as Chinese back ends spell a unit at a key's end (``kucun_dun``, ``keyong_tian``)
    "dun": "t", "gongjin": "kg", "tian": "day", "xiaoshi": "h", "fenzhong": "min", "miao": "s", "gongli": "km",
    "fang": "m³",
    "mcf": "Mcf", "mmcf": "MMcf", "bcf": "Bcf", "bbl": "bbl", "bbls": "bbl", "mbbl": "Mbbl", "mmbbl": "MMbbl",
}
"""Key words that give a field's unit (``latency_ms``, ``size_gb``, ``growth_pct``) rather than its meaning."""
SCALE_WORDS: dict[str, float] = {
    "wan": 1e4, "万": 1e4, "yi": 1e8, "亿": 1e8, "千": 1e3, "thousand": 1e3, "thousands": 1e3, "million": 1e6,
    "millions": 1e6, "mn": 1e6, "billion": 1e9, "billions": 1e9, "bn": 1e9,
    "mgd": 1e6, "mld": 1e6, "mbu": 1e6,
}
"""Key words that say the field counts in a magnitude (``listing_price_wan: 385`` is 3,850,000; ``demand_mgd``
counts millions of gallons a day, ``flow_mld`` millions of litres)."""
MONEY_SCALE_WORDS: dict[str, float] = {"k": 1e3, "m": 1e6, "b": 1e9}
"""Single letters that are a magnitude only on a sum of money (``revenue_m``); elsewhere ``m`` is metres."""

STOP_WORDS = frozenset({"the", "of", "a", "an", "in", "on", "at", "for", "to", "by", "is", "and", "or", "with",
                        "your", "my", "our", "this", "that", "its", "was", "were", "are", "be", "been", "has",
                        "have", "had", "it", "as", "from", "per", "so", "far", "we", "you", "i", "me", "us",
                        "get", "list", "query", "fetch", "show", "find", "search", "lookup", "read", "check"})


def _parse_table() -> tuple[dict[str, str], dict[str, str]]:
    english: dict[str, str] = {}
    chinese: dict[str, str] = {}
    for row in _TABLE.strip().splitlines():
        concept, en_words, zh_words = row.split("|")
        for word in en_words.split(",") if en_words else ():
            english.setdefault(word, concept)  # (a row may be Chinese only: 节省 is a reduction, "savings" a balance)
        for word in zh_words.split(",") if zh_words else ():
            chinese.setdefault(word, concept)
    return english, chinese


ENGLISH, CHINESE = _parse_table()
"""word → concept, for English words (also key words) and Chinese words."""

COMPOUNDS: dict[str, tuple[str, ...]] = {
    "年假": ("yearly", "leave"), "病假": ("sick", "leave"), "事假": ("personal", "leave"),
    "日均": ("average", "today"), "月均": ("average", "monthly"), "人均": ("average", "employee"),
    "新入职": ("new", "hire"), "可用余额": ("available", "balance"), "冻结金额": ("frozen", "amount"),
    "最高气温": ("max", "temperature"), "最低气温": ("min", "temperature"), "最高温": ("max", "temperature"),
    "最低温": ("min", "temperature"), "当前气温": ("current", "temperature"), "实付": ("payment", "amount"),
    "应付": ("amount", "due"), "待付": ("amount", "due"), "未付": ("amount", "due"), "已付金额": ("amount", "payment"),
    "客单价": ("average", "order", "amount"), "平均订单金额": ("average", "order", "amount"),
    "同比增长": ("yoy", "growth"), "同比": ("yoy",), "环比": ("mom",),
    "偏差": ("change",), "偏离": ("change",), "距平": ("change",), "差异": ("change",), "利用率": ("used", "rate"),
    "使用率": ("used", "rate"), "错误率": ("error", "rate"), "成功率": ("succeeded", "rate"),
    "点击率": ("click", "rate"), "转化率": ("conversion", "rate"), "离职率": ("departure", "rate"),
    "收益率": ("return", "rate"), "增长率": ("growth", "rate"), "净利润": ("net", "profit"),
    "原价": ("original", "price"), "现价": ("current", "sale", "price"), "售价": ("sale", "price"),
    "总金额": ("total", "amount"), "总额": ("total", "amount"), "订单数": ("order", "count"),
    "订单量": ("order", "count"), "医保": ("medical", "insurance"), "社保": ("social", "insurance"),
    "公积金": ("housing", "fund"), "住房公积金": ("housing", "fund"), "自付": ("self", "payment"),
    "首重": ("first", "weight"), "头等舱": ("first",), "本月": ("current", "monthly"), "上月": ("previous", "monthly"),
    "上个月": ("previous", "monthly"), "这个月": ("current", "monthly"), "今年": ("current", "yearly"),
    "去年": ("previous", "yearly"), "本周": ("current", "weekly"), "上周": ("previous", "weekly"),
    "这周": ("current", "weekly"), "这个星期": ("current", "weekly"), "上星期": ("previous", "weekly"),
    "上个星期": ("previous", "weekly"), "signed up": ("enrolled",),
    "还剩": ("remaining", "balance"), "剩下": ("remaining", "balance"),
    "应发": ("gross", "salary"), "实发": ("net", "salary"), "到手": ("net", "salary"),
    "税前": ("gross",), "税后": ("net",), "不含税": ("net",), "含税": ("gross",),
    "处理记录数": ("row", "processed"), "处理行数": ("row", "processed"),
    "套餐费": ("planned", "fee"), "月租": ("monthly", "rent"), "限速": ("speed", "limit"),
    "set to": ("target",), "right now": ("current",), "根本原因": ("root", "cause"), "根因": ("root", "cause"),
    "pm2.5": ("pm25",), "pm 2.5": ("pm25",), "定级": ("qualifying",),
    "upper limit": ("max",), "lower limit": ("min",), "总价": ("total", "price"), "sold for": ("sale",),
    "sold at": ("sale",), "listed at": ("listing", "price"),
    "listed for": ("listing", "price"),
    "调入": ("transfer", "inbound"), "调出": ("transfer", "outbound"), "转入": ("transfer", "inbound"),
    "转出": ("transfer", "outbound"), "净赔款": ("net", "loss"), "毛赔款": ("gross", "loss"),
    "净胜球": ("goal", "change"), "净胜分": ("point", "change"),
    "均价": ("average", "price"), "daily actives": ("dau",), "weekly actives": ("wau",),
    "monthly actives": ("mau",), "daily active": ("dau",), "weekly active": ("wau",), "monthly active": ("mau",),
    "最低价": ("min", "price"), "最高价": ("max", "price"),
    "took home": ("net",), "take home": ("net",), "take-home": ("net",), "takes home": ("net",),
}
"""Words and phrases that name several concepts at once (年假 is annual + leave) or a concept by a phrase
("set to" names the target)."""
ENGLISH.setdefault("sick", "sick")
ENGLISH.setdefault("social", "social")
ENGLISH.setdefault("due", "due")
ENGLISH.update(dict.fromkeys(("cancellation", "canceled", "cancelation"), "cancelled"))  # one field, any spelling
ENGLISH.setdefault("payable", "due")

KEY_WORD_ALIASES = {"this": "current", "cur": "current", "ytd": "yearly", "mom": "mom", "yoy": "yoy", "frac": "rate",
                    "fraction": "rate", "util": "used", "est": "planned", "manhours": "hour", "manhour": "hour",
                    # sums of money in pinyin that the curated Chinese labels do not spell (``jine`` is 金额 there,
                    # see `key_word_concepts`): one-syllable ``fei`` and ``jia`` (``chongdian_fei``, ``hetong_jia``),
                    # 总额, a driver's 流水 and a 奖励 paid out
                    "zonge": "amount", "fei": "fee", "jia": "price", "liushui": "revenue", "jiangli": "bonus"}
"""Key words that mean more in a key than in prose: ``this_month_usage`` is the current month's usage, while
"this" in a narration is only a pointer word."""
_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
_LONGEST_ZH_WORD = 6


_BOUND_PREFIXES = frozenset({"pre", "post", "non", "sub", "co", "re", "un", "mid", "multi", "semi"})
"""Prefixes a narration joins to the next word with a hyphen, which the scan reads as one word ("pre-weight")."""
_ZH_MAGNITUDE_SUFFIX = re.compile(
    r"(?<=[\u4e00-\u9fff])[_(（]?(万|亿|千(?=升[)）]?$))"
    r"(元|吨|千瓦时|度|升|人次|人|辆|户|台|件|个|次|方|TEU|teu|[A-Za-z][A-Za-z0-9³²]{0,3})?[)）]?"
    r"(?:[每/](?:日|天|小时|月|年))?$")
"""A magnitude a Chinese key ends with, maybe before a unit and a time it counts per: its value counts
ten-thousands (``挂牌价万``, ``产量万吨``, ``电量万千瓦时``, ``总库容万m3``, ``设计规模万吨每日``), hundred-millions
(``营收亿元``) or thousands of litres (``成品酒产量千升``)."""
_ZH_PRICE_PER_SUFFIX = re.compile(
    r"(?<=[\u4e00-\u9fff])(?:元|美元)[_/]?(?:每|/)(小时|天|日|月|年|分钟|吨|公斤|千克|斤|人|次|件|个|平方米|平米|度|千瓦时|kWh|MWh)$")
"""Money per something at a Chinese key's end (``单价元每小时``, ``运费元/吨``): a price, not the thing it is per."""
_ZH_KEY_UNIT_WORDS = ("分", "元", "升", "吨", "公斤", "千克", "克", "米", "公里", "千瓦时", "秒", "分钟", "小时", "天")
"""Units a Chinese key may end with after a separator (``余额_分``, ``产量_吨``)."""
_WORD_THEN_ZH_UNIT = re.compile(r"([A-Za-z]{2,})_?(分|元)")
_ZH_UNIT_AS_WORD = {"分": "fen", "元": "yuan"}
_SCORED = frozenset({"nps", "score", "rating", "grade", "gpa", "csat", "kpi"})
"""Words whose 分 is points (``NPS分``), not fen."""
_POINTS_NOT_FEN = ("分数", "得分", "评分", "成绩", "积分", "学分", "总分", "均分", "打分",
                   "时长", "耗时", "用时", "分钟", "时间", "间隔")
"""Keys whose 分 after a separator counts points or minutes (``成绩_分``, ``时长_分``); any other ``…_分`` is a sum
of money in fen, as payment APIs send it (``运费_分``, ``结算_分``, ``本月伙食费_分``)."""
_ZH_KEY_OWN_UNITS = {"分": "cent", "元": "CNY", "度": "kWh"}
"""Key units the number reader reads otherwise: after a number 分 may be minutes or points, 元 is a currency and
度 a degree, while a key's 分 counts fen and its 度 kilowatt-hours."""
_ZH_PER = re.compile(
    r"(?<=[A-Za-z\u4e00-\u9fff])每(?:立方米?|平方米?|平米|亩|公顷|吨|公斤|千克|公里|千米|米|人|户|台|头|尾|只)")
"""A Chinese key's "per" before the unit its measure is counted per (``kg每立方米``, ``产量公斤每亩``)."""
_ZH_COMPARED = re.compile(r"[比较](?:预算|计划|目标|上[月周期年季]|去年|昨[天日]|前[一]?[天日期]|同期)")
"""A Chinese key that is a difference against something (比预算元, 较上月): its sign says which way."""
_ZH_WINDOW_PREFIX = re.compile(r"^(?:近|最近|过去)\d+(?:天|日|周|个月|月|年|小时)")
"""The window a count was taken over (``近90天回复数`` counts replies): it names no field."""
_ZH_UNIT_WORD = "(" + "|".join(sorted(_ZH_KEY_UNIT_WORDS, key=len, reverse=True)) + ")"
_ZH_UNIT_SUFFIX = re.compile(f"(?:_{_ZH_UNIT_WORD}|[（(]{_ZH_UNIT_WORD}[）)])$")
"""A key's unit after a separator or in brackets: ``余额_分``, ``订单金额（分）``."""
ZH_BARE_UNITS = ("元", "升", "吨", "公斤", "千克", "斤", "克", "米", "公里", "千瓦时", "秒", "分钟", "小时", "天",
                  "毫秒", "毫升", "毫米", "厘米", "千米", "立方米", "平方米", "公顷", "字节", "加仑")
_ZH_BARE_UNIT_SUFFIX = re.compile(
    "(?<=[\u4e00-\u9fff]{2})(?<!每)(" + "|".join(sorted(ZH_BARE_UNITS, key=len, reverse=True))
    + "|(?<=费|额|价|款|金|资|付|收|用|惠|税|息|本|宝|联)分|(?<=电)度)$")
"""A unit written straight after a key's words (``骑行距离米``, ``骑行时长秒``, ``费用分``, ``支付宝分``): its 分
counts fen only after a word of money or a payment channel, since ``成绩分`` and ``耗时分`` count points and
minutes."""


_ZH_STATE_PREFIXES = {"已": "done", "待": "remaining", "未": "remaining", "余": "remaining"}
"""A Chinese key's first character that says whether its count is done or still to do (已发元, 待发元, 未抄户数,
余座; not 余额, a balance)."""


def _zh_key_unit(word: str) -> str | None:
    return _ZH_KEY_OWN_UNITS.get(word) or unit_of_word(word)


def _whole_chinese_name(key: str, concepts: frozenset[str]) -> frozenset[str]:
    """A short Chinese key names its field by its own text too: 契税, 增值税 and 个税 all read as "tax", and only
    the key's own words tell them apart."""
    runs = _CJK_RUN.findall(key)
    if len(runs) != 1 or not 2 <= len(runs[0]) <= _LONGEST_ZH_WORD or runs[0] in concepts:
        return frozenset()
    return frozenset((runs[0],))


MIN_UNKNOWN_RUN = 2
"""Characters of a Chinese key no known word covers that still make a word of their own (每晚, 伙食)."""


def chinese_concepts(run: str) -> list[str]:
    """Concepts of a Chinese key (``个税``, ``社保公积金``): the longest known words, left to right; a run with no
    known word is its own concept, so the narration can still name it literally (see `literal_labels`)."""
    concepts: list[str] = []
    position = unknown = 0
    while position < len(run):
        for size in range(min(_LONGEST_ZH_WORD, len(run) - position), 0, -1):
            word = run[position : position + size]
            if word in COMPOUNDS or word in CHINESE:
                if position - unknown >= MIN_UNKNOWN_RUN:
                    concepts.append(run[unknown:position])  # "每晚价格": 每晚 names the field as much as 价格
                concepts.extend(COMPOUNDS.get(word, ()))
                if word in CHINESE:
                    concepts.append(CHINESE[word])
                position += size
                unknown = position
                break
        else:
            position += 1
    if concepts and position - unknown >= MIN_UNKNOWN_RUN:
        concepts.append(run[unknown:position])
    return concepts or [run]


def literal_labels(concepts: frozenset[str]) -> list[str]:
    """The concepts of a key that are Chinese words the lexicon does not know: labels found in a narration by
    their own text."""
    return [c for c in concepts if not c.isascii()]


_KEY_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+(?:\d++(?![dhwmy](?![a-z])))?|[A-Z]+\d*|\d+")
"""A key's words: digits stay with the word they close (``pm25``, ``q3``) unless they open a window (``entries7d`` is
entries over 7 days)."""


def singular(word: str) -> str:
    """A rough English singular, enough to match "orders" with the key ``order``."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and (word.endswith(("sses", "xes", "ches", "shes")) or (
            word.endswith("uses") and not word.endswith(("ouses", "auses")))):
        return word[:-2]  # classes, boxes, bonuses, statuses
    if len(word) > 4 and word.endswith("ses"):
        return word[:-1]  # cases, purchases, expenses, houses, causes
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


MAX_INITIALISM = 4
"""The longest key word read as initials (``dau``, ``ytd``, ``mtbf``); longer unknown words are names."""


@lru_cache(maxsize=4096)
def is_initialism(concept: str) -> bool:
    """Whether a key's concept is an unknown short word of letters, which APIs write for a phrase's initials
    (``rt`` real-time, ``da`` day-ahead, ``wau`` weekly active users)."""
    return (2 <= len(concept) <= MAX_INITIALISM and concept.isalpha() and concept.islower()
            and concept not in ENGLISH and singular(concept) not in ENGLISH and concept not in UNIT_WORDS)


def word_concept(word: str) -> str:
    """The concept of one English word (itself when the table does not know it)."""
    lowered = word.lower()
    found = ENGLISH.get(lowered)
    if found is not None:
        return found
    single = singular(lowered)
    return ENGLISH.get(single, single)


_MAYBE_PINYIN = re.compile(r"(?:(?:[bpmfdtnlgkhjqxrzcsyw]|[zcs]h)?[aeiouv]+(?:ng?|r)?)+")
"""Letters shaped like syllables (initial, vowels, n/ng): only such an unknown word is looked up as pinyin."""
MIN_PINYIN_LETTERS = 4


def key_word_concepts(word: str) -> tuple[str, ...]:
    """The concepts one key word names: an alias, an English word, or the curated Chinese label a pinyin word
    spells (``huanbi`` is 环比, mom); an unknown word names itself."""
    if (alias := KEY_WORD_ALIASES.get(word)) is not None:
        return (alias,)
    concept = word_concept(word)
    if concept == word and len(word) >= MIN_PINYIN_LETTERS and _MAYBE_PINYIN.fullmatch(word):
        from toolproof.fidelity.pinyin import curated_concepts, is_pinyin  # the dictionary is read only for such words

        if word.endswith("lv") and is_pinyin(word):
            return (*(curated_concepts(word) or (concept,)), "rate")  # ``chandanlv``: 产蛋率, a rate
        return curated_concepts(word) or (concept,)
    return (concept,)


def _names_a_fee(key: str, words: list[str]) -> bool:
    """A key naming a kind of fee, ``年费``, ``物业费``, ``nianfei`` (年费 in pinyin): a sum of money, though the
    lexicon holds no such label."""
    if not key.isascii():
        return any(len(run) > 1 for run in _ZH_FEE_RUN.findall(key))
    fees = [word for word in words if len(word) > len("fei") and word.endswith("fei")]
    if not fees:
        return False
    from toolproof.fidelity.pinyin import is_pinyin  # the dictionary behind it is loaded only for such keys

    return any(is_pinyin(word) for word in fees)


_ZH_FEE_RUN = re.compile(r"[\u4e00-\u9fff]+费(?![\u4e00-\u9fff])")


@dataclass(frozen=True, slots=True)
class KeyMeaning:
    """What a result key is about, as concepts, and the unit its name declares."""

    concepts: frozenset[str]
    heads: frozenset[str]
    """The concepts that name the field (modifiers removed, unless the key is only modifiers)."""
    unit: str | None
    negative: bool
    """The key counts down (loss, decline, debt)."""
    signed: bool
    """The key's sign carries meaning (change, profit, growth)."""
    money: bool
    ascii: bool = True
    """The key is plain ASCII (no Chinese words that may need to be found literally)."""
    scale: float = 1.0
    """The magnitude the key's name says its numbers count in (``price_wan`` counts 万, ``revenue_bn`` billions)."""
    deduction: bool = False
    """The key is an amount taken off a total (see `DEDUCTION_CONCEPTS`): told with a minus or without."""
    also: frozenset[str] = frozenset()
    """Concepts that name the field without being part of its name: loss words name ``pnl`` ("a loss of 36,500"
    is pnl -36500), the way a change went names ``net_change`` ("fell by $1,200")."""
    per_unit: str | None = None
    """The measure a price key counts per, when it is no time (``min_price_usd_kwh``: kWh, ``报价元每斤``: jin)."""
    per_seconds: float | None = None
    """The time a rate key counts per, in seconds (``requests_per_min``: 60, ``flow_m3_h``: 3,600, ``风量m3每min``):
    a narration may tell the same rate per another time."""


_NAMED_BY_DIRECTION = {"profit": ("loss",), "change": ("growth", "decline")}
"""Signed fields that a word saying which way the value went names too (see `KeyMeaning.also`)."""

_CURRENCY_UNITS = frozenset({"CNY", "USD", "EUR", "GBP", "JPY", "HKD", "USDT", "USDC"})

_DIRECTION_ENDINGS = {"in": "inbound", "out": "outbound"}
"""A key's last word that says which way things moved (``transfer_in``, ``transfer_out``): 调入 and 调出, inbound
and outbound tell them apart. Elsewhere in a key "in" is a preposition (``time_in_queue``)."""
_RATE_WORDS = frozenset({"per", "each", "every", "mei"})
"""Words before what a rate is counted per; ``mei`` is 每 in pinyin (``mei_mu_peifu``: a payout per mu)."""
_BASE_SECONDS = {"s": 1.0, "min": 60.0, "h": 3600.0, "day": 86400.0, "week": 604800.0, "month": 2629800.0,
                 "year": 31557600.0}
"""Seconds in the time a rate is counted per."""
_PERIOD_WORDS = {"year": 31557600.0, "yr": 31557600.0, "annual": 31557600.0, "yearly": 31557600.0,
                 "month": 2629800.0, "mo": 2629800.0, "monthly": 2629800.0, "week": 604800.0, "weekly": 604800.0,
                 "day": 86400.0, "daily": 86400.0}
"""Words after a currency (or "per") that say what time an amount is counted per."""
_CHINESE_PER_TIME = re.compile(r"每(秒|分钟|分|min|小时|h|天|日)|^(日|周|月|年)(?=利率|息|费率)")
"""``风量m3每min``; a rate a key names by its period (``日利率``, ``月息``)."""
_CHINESE_BASES = {"秒": 1.0, "分钟": 60.0, "分": 60.0, "min": 60.0, "小时": 3600.0, "h": 3600.0, "天": 86400.0,
                  "日": 86400.0, "周": 604800.0, "月": 2629800.0, "年": 31557600.0}


def _chinese_per_time(key: str) -> float | None:
    """The time a Chinese key counts per (``风量m3每min``, ``每小时产量``), in seconds."""
    if key.isascii():
        return None
    found = _CHINESE_PER_TIME.search(key)
    return _CHINESE_BASES[found[1] or found[2]] if found else None
"""A unit word after these is the base of a rate (``per_minute``, ``price_per_kwh``), not the value's unit: 0.39
per minute is a price, not 0.39 minutes."""


_COMPARED = frozenset({"vs", "versus"})
"""A key that compares two things (``price_vs_list_pct``) holds a signed gap: above or below, up or down."""
_TIME_UNITS = frozenset({"ms", "s", "min", "h", "day", "week", "month", "year"})
_CALENDAR_UNITS = frozenset({"day", "week", "month", "year"})
_WAN_UNIT = re.compile("wan(?:" + "|".join(w for w in UNIT_WORDS if w.isalpha()) + ")")
_RATE_BASES = frozenset({"ms", "s", "min", "h", "day", "week", "month", "year", "m³", "L", "mL", "km", "m", "mi",
                         "kg", "t"})
"""Units that, right after another unit in a key, are what it is counted per (``_km_h``, ``_ug_m3``, ``_db_km``)."""
_SPEEDS = frozenset({"wind", "gust", "speed", "velocity"})
"""Concepts whose ``ms`` is metres a second."""
_NOT_DURATIONS = frozenset({"rate", "temperature"})
"""Concepts whose values are never durations, so a time word in their key is a qualifier or "minimum"."""


MIN_RUN_TOGETHER = 8
"""The shortest key word tried as two words written together (``annualrevenue``, ``totalamount``)."""


def _run_together(word: str) -> tuple[str, ...]:
    """Two known words written as one, as some APIs name keys (``annualrevenue`` is annual + revenue): their
    concepts, or nothing when the word is known itself or splits into no two known words."""
    if len(word) < MIN_RUN_TOGETHER or word in ENGLISH or singular(word) in ENGLISH:
        return ()
    for cut in range(3, len(word) - 2):
        head, tail = word[:cut], word[cut:]
        if head in ENGLISH and (tail in ENGLISH or singular(tail) in ENGLISH):
            return ENGLISH[head], word_concept(tail)
    return ()


_DIMENSIONLESS_WORDS = frozenset({"factor", "multiplier", "coefficient", "ratio", "frac", "fraction"})
_PERCENT_KEY_END = re.compile(r"[(（\[]?[%％][)）\]]?$")
_MIXED_CASE_UNIT = re.compile(
    r"(?:(?<=[_\W\u4e00-\u9fff])|^)(?:kWh|kW|MWh|MW|GWh|GW|kVA|mAh|kPa|MPa|hPa|kHz|MHz|GHz|dBm|dB|mL|KiB|MiB|GiB|TiB"
    r"|PiB|KB|MB|GB|TB|PB|Mbps|Gbps)(?=$|_|[\u4e00-\u9fff])")
"""Unit symbols written in their own case after a separator or Chinese words (``最大需量_kW``, ``容量_mAh``,
``上网电量MWh``): one word, not "k" and "W"."""


def key_words_of(key: str) -> list[str]:
    """A key's words, lower-cased: ``gust_peak_kmh`` and ``gustPeakKmh`` are gust, peak, kmh."""
    if "_" in key or not key.isascii():
        key = _MIXED_CASE_UNIT.sub(lambda unit: unit.group().lower(), key)
    return [w.lower() for w in _KEY_WORD.findall(key) if w]


@lru_cache(maxsize=4096)
def key_meaning(key: str) -> KeyMeaning:
    """Split a key into words and map them to concepts; cached because keys repeat across every call."""
    if (mixed := _WORD_THEN_ZH_UNIT.fullmatch(key)) is not None and mixed[1].lower() not in _SCORED:
        return key_meaning(f"{mixed[1]}_{_ZH_UNIT_AS_WORD[mixed[2]]}")  # ``MRR分`` counts fen, as ``mrr_fen``
    unit = None
    words = [part for index, word in enumerate(key_words_of(key))
             for part in (("wan", word[3:]) if index and _WAN_UNIT.fullmatch(word) and word[3:] not in ENGLISH
                          else (word,))]  # ``chanqi_wanfang``, ``touzi_wanyuan``: 万方, 万元 in pinyin
    if len(words) == 1 and words[0] in UNIT_WORDS and words[0] in ENGLISH:
        unit = UNIT_WORDS[words[0]]
    concepts: list[str] = []
    bases: list[str] = []
    """Words after "per": what the value is counted per (``change_per_l``), not what it is."""
    per_seconds = _chinese_per_time(key)
    per_unit: str | None = None
    scales: list[float] = []
    letter = ""
    whole = key.lower()
    if whole in ENGLISH:
        concepts.append(ENGLISH[whole])
    for index, word in enumerate(words):
        if index and word in _DIRECTION_ENDINGS and all(w in UNIT_WORDS for w in words[index + 1:]):
            concepts.append(_DIRECTION_ENDINGS[word])  # also before a unit: ``moisture_in_pct``
            continue
        if word.isdigit() or (word in STOP_WORDS and word not in KEY_WORD_ALIASES):
            continue
        if index and word in SCALE_WORDS and words[index - 1] not in _RATE_WORDS:
            scales.append(SCALE_WORDS[word])
            continue
        if index and index == len(words) - 1 and word in MONEY_SCALE_WORDS:
            letter = word
        if word == "k" and index and index + 1 < len(words) and words[index + 1] in _RATE_WORDS and (
                words[index - 1] != "top"):
            scales.append(1e3)  # ``scc_k_per_ml``: thousands per millilitre, whatever is counted
            continue
        if bases and UNIT_WORDS.get(word) in _CALENDAR_UNITS:
            per_seconds = _BASE_SECONDS.get(UNIT_WORDS[word], per_seconds)
            continue  # ``iofc_per_cow_day``: per cow and per day, the day no unit of the value (but
            # ``accrual_per_period_h`` is hours a period)
        if index and (words[index - 1] in _RATE_WORDS
                      or (index > 1 and words[index - 1].isdigit() and words[index - 2] in _RATE_WORDS)):
            per_seconds = _BASE_SECONDS.get(UNIT_WORDS.get(word, word), _PERIOD_WORDS.get(word, per_seconds))
            if (base := UNIT_WORDS.get(word)) is not None and base not in _TIME_UNITS:
                per_unit = base  # ``price_usd_per_mwh``
            bases.append(word_concept(word) or word)
            concepts.append(bases[-1])
            continue
        if word == "ref" and index + 1 < len(words) and word_concept(words[index + 1]) in ("min", "max"):
            concepts.append("reference")  # ``ref_low``/``ref_high`` bound a reference range: no reference id
            continue
        if word == "min" and index == 0 and len(words) > 1:
            concepts.append("min")  # first of several words, the lowest (``min_order_km2``), not minutes
            continue
        if word in UNIT_WORDS and index and words[index - 1].isdigit() and not (
                index == len(words) - 1 and UNIT_WORDS[word] in _CURRENCY_UNITS and index > 1
                and words[index - 2].isdigit()):
            continue  # a threshold in the name (``hours_below_40psi`` counts hours), not the value's unit; but
            # an age band's price (``child_3_12_usd``) is in dollars
        if word == "day" and index and index + 1 < len(words) and words[index + 1] == "of":
            concepts.append(word_concept(word))  # ``cancelled_day_of`` counts cases cancelled on the day (but
            continue  # ``hours_of_sleep`` is in hours)
        if word in UNIT_WORDS and (len(words) > 1 or word not in ENGLISH):
            if unit is not None and UNIT_WORDS[word] in _RATE_BASES and (
                    words[index - 1] in UNIT_WORDS or words[index - 1] == "m"):
                per_seconds = _BASE_SECONDS.get(UNIT_WORDS[word], per_seconds)
                # a unit right after a unit is the rate's base, the value read by its measure: ``speed_km_h`` is
                # km (per hour), ``twa_ug_m3`` µg (per m³), ``avg_attenuation_db_km`` dB (per km)
                continue
            if unit is not None and unit not in _TIME_UNITS and UNIT_WORDS[word] in _TIME_UNITS:
                per_seconds = _BASE_SECONDS.get(UNIT_WORDS[word], per_seconds)
                continue  # a time after the unit is what it is counted per: ``jingliao_kg_tou_tian`` is kg a day
            if unit not in _CURRENCY_UNITS:  # after a currency a unit is the price's base: spot_eur_mwh is €/MWh
                unit = UNIT_WORDS[word]
            elif UNIT_WORDS[word] not in _TIME_UNITS:
                per_unit = UNIT_WORDS[word]
            if len(words) == 1:
                concepts.append(word_concept(word))  # a key that is only a unit ("tons") names what it measures
            continue
        if word == "m" and len(words) > 1 and (not LENGTH_CONCEPTS.isdisjoint(word_concept(w) for w in words) or (
                index + 1 < len(words) and UNIT_WORDS.get(words[index + 1]) in _TIME_UNITS)):
            unit = "m"  # metres, also as a rate read by its measure: ``belt_speed_m_min`` is m (per minute)
            continue
        if word in _PERIOD_WORDS and unit in _CURRENCY_UNITS:
            per_seconds = _PERIOD_WORDS[word]  # ``tax_usd_year``: dollars a year
        if word == "lv" and index and _MAYBE_PINYIN.fullmatch(words[index - 1]) and words[index - 1] not in ENGLISH:
            concepts.append("rate")  # 率 after a pinyin word (``jianchu_lv``), not a player's level
            continue
        concepts.extend(_run_together(word) or key_word_concepts(word))
    if unit in _TIME_UNITS and (not _NOT_DURATIONS.isdisjoint(concepts)
                                or (unit == "min" and not MONEY_CONCEPTS.isdisjoint(concepts))):
        # a share, a temperature or a price is no duration: ``usage_rate_min`` is the lowest rate, ``min_price``
        # the lowest price, ``day_surgery_share`` the day-surgery share, not minutes or days
        if "min" in words:
            concepts.append("min")
        unit = None
    elif unit not in _TIME_UNITS and per_seconds is None and "min" not in concepts and any(
            word == "min" and index and words[index - 1] not in UNIT_WORDS for index, word in enumerate(words)):
        concepts.append("min")  # ``do_min_mg_l`` is the lowest dissolved oxygen in mg/L, whose unit came later
    for first, second in itertools.pairwise(words):
        if first in _BOUND_PREFIXES and second.isalpha():
            concepts.append(word_concept(first + second))  # ``pre_weight_kg`` is named by "pre-weight" too
    if not key.isascii():
        price = _ZH_PRICE_PER_SUFFIX.search(key)
        if price is not None and len((_CJK_RUN.findall(key[: price.start()]) or [""])[-1]) > 1:
            # ``企业价元每小时: 1800`` is a price per hour, not a duration: named by 企业价, counted in money
            key = key[: price.start()]
            unit = None
            concepts.append("price")
            per_seconds = _BASE_SECONDS.get(_zh_key_unit(price[1]) or "", per_seconds)
            if (base := _zh_key_unit(price[1])) is not None and base not in _TIME_UNITS:
                per_unit = base
        magnitude = _ZH_MAGNITUDE_SUFFIX.search(key)
        if magnitude is not None and len((_CJK_RUN.findall(key[: magnitude.start()]) or [""])[-1]) > 1:
            # ``挂牌价万: 680`` is 6,800,000, ``营收亿元`` counts hundreds of millions of yuan
            key = key[: magnitude.start()]
            scales.append(SCALE_WORDS[magnitude[1]])
            if magnitude[2] == "元":
                concepts.append("price")
            elif magnitude[2] and unit is None:
                unit = _zh_key_unit(magnitude[2])  # 产量万吨 counts ten-thousands of tonnes
        key = _ZH_WINDOW_PREFIX.sub("", key)
        runs = _CJK_RUN.findall(key)
        suffix = _ZH_UNIT_SUFFIX.search(key)
        if unit is None and runs and runs[-1] in ZH_BARE_UNITS and key.endswith(runs[-1]) and (
                (before := key[-len(runs[-1]) - 1 : -len(runs[-1])]).isascii() and before.isalnum()):
            unit = _zh_key_unit(runs.pop())  # ``回复时长P90小时``, ``TSN小时``: hours after an English word
        elif suffix is not None and unit is None and len(runs) > 1:
            runs.pop()  # ``余额_分`` counts fen, ``昨日用水_升`` litres: the unit after the separator is no label
            zh_unit = _zh_key_unit(suffix[1] or suffix[2])
            unit = zh_unit if zh_unit != "cent" or not any(word in key for word in _POINTS_NOT_FEN) else None
        elif unit is None and runs and (bare := _ZH_BARE_UNIT_SUFFIX.search(runs[-1])) is not None:
            runs[-1] = runs[-1][: bare.start()]
            unit = _zh_key_unit(bare[1])
        for run in runs:
            read = chinese_concepts(run)
            concepts.extend(read)
            if len(run) > 1 and (state := _ZH_STATE_PREFIXES.get(run[0])) is not None and (
                    not run.startswith("余额") and MODIFIERS.isdisjoint(read)):
                concepts.append(state)  # 已生产 done, 待生产 and 未抄 to do ("已经做了", "还差"); 已用 says so itself
    if unit is not None and unit not in _CURRENCY_UNITS and _ZH_PER.search(key):
        unit = None  # ``平均密度kg每立方米`` is kg per m³, a ratio: no mass a narration's "270克" could state
    if unit == "ms" and not _SPEEDS.isdisjoint(concepts):
        unit = "m/s"  # ``maxGustMs``, ``wind_ms``: metres a second, not milliseconds
    if unit is not None and unit not in ("%", "bp") and not _DIMENSIONLESS_WORDS.isdisjoint(words):
        unit = None  # ``therm_factor`` converts into therms, it holds none (``expense_ratio_bps`` counts bp)
    if unit is None and key.endswith(("℃", "°C", "(℃)", "（℃）")):
        unit = "°C"  # ``进风上℃``, ``温度(℃)``
    if unit is None and _PERCENT_KEY_END.search(key):
        unit = "%"  # ``偏差%``, ``毛利率(%)``: the value is written in percent
    concept_set = frozenset(concepts)
    heads = frozenset(c for c in concept_set if c not in MODIFIERS and c not in bases) or concept_set
    if unit == "cent" and len(words) > 1 and words[-1] == "fen" and concept_set.isdisjoint(MONEY_CONCEPTS):
        from toolproof.fidelity.pinyin import is_pinyin  # the dictionary behind it is loaded only for such keys

        if all(is_pinyin(word) for word in words[:-1]):
            unit = "min"  # 分 after pinyin naming no sum of money is minutes: ``pingjun_jietai_fen`` (``jine_fen``
            # is cents, and so is ``snacks_fen``, in words of English)
    money = bool(concept_set & MONEY_CONCEPTS) or unit in _CURRENCY_UNITS or _names_a_fee(key, words)
    scale = math.prod(scales, start=1.0)
    if letter and (money or (letter == "k" and not words[-2].isdigit())) and not (letter == "m" and unit == "m"):
        # ``revenue_m`` is $ millions, ``scc_k`` thousands of cells; elevation_gain_m is metres, a 401k a plan
        scale *= MONEY_SCALE_WORDS[letter]
        unit = None if unit == UNIT_WORDS.get(letter) else unit
    return KeyMeaning(
        concepts=concept_set,
        heads=heads,
        unit=unit,
        negative=bool(concept_set & NEGATIVE_CONCEPTS) and not concept_set & {"profit", "growth"},
        deduction=not heads.isdisjoint(DEDUCTION_CONCEPTS),
        signed=bool(concept_set & SIGNED_CONCEPTS) or not _COMPARED.isdisjoint(words)
        or _ZH_COMPARED.search(key) is not None,
        money=money,
        ascii=key.isascii(),
        scale=scale,
        also=frozenset(word for concept in concept_set for word in _NAMED_BY_DIRECTION.get(concept, ()))
        | _whole_chinese_name(key, concept_set),
        per_unit=per_unit,
        per_seconds=per_seconds,
    )
