"""The narration verifier on varied real-looking text: faithful restatements pass, each distortion is caught.

These cases are written for this file (refunds, crypto, disks, CI runs, weather in °F, flights, budgets...),
not drawn from the benchmark corpus, so they check that the verifier generalises beyond it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from toolproof.fidelity import FindingKind, verify, verify_line
from toolproof.results import translate


def R(
    output: Any,
    args: dict[str, Any] | None = None,
    status: int | None = None,
    tool: str = "get_data",
    call_id: str = "c1",
) -> dict[str, Any]:
    """One result in the verify input shape."""
    result = {"call_id": call_id, "tool": tool, "arguments": args or {}, "output": output}
    if status is not None:
        result["http_status"] = status
    return result


CASES: list[tuple[list[dict[str, Any]], str, list[str]]] = [
    # --- faithful, varied phrasing
    (
        [
            R(
                {"refund_amount": 129.9, "order_id": "A1009", "status": "refunded"},
                {"order_id": "A1009"},
                tool="get_refund",
            )
        ],
        "订单A1009的退款129.90元已经原路退回。",
        [],
    ),
    (
        [
            R(
                {"refund_amount": 129.9, "order_id": "A1009", "status": "refunded"},
                {"order_id": "A1009"},
                tool="get_refund",
            )
        ],
        "订单A1009的退款192.90元已经原路退回。",
        ["numeric_drift"],
    ),
    (
        [R({"price_usd": 67321.5, "change_24h_pct": -2.14}, {"symbol": "BTC"}, tool="get_crypto_price")],
        "BTC is trading at $67,321.50, down 2.14% over 24 hours.",
        [],
    ),
    (
        [R({"price_usd": 67321.5, "change_24h_pct": -2.14}, {"symbol": "BTC"}, tool="get_crypto_price")],
        "BTC is trading at $67,321.50, up 2.14% over 24 hours.",
        ["numeric_drift"],
    ),
    (
        [R({"price_usd": 67321.5, "change_24h_pct": -2.14}, {"symbol": "BTC"}, tool="get_crypto_price")],
        "BTC is trading at $6,732.15, down 2.14% over 24 hours.",
        ["numeric_drift"],
    ),
    (
        [R({"points": 12850, "tier": "gold", "expiring_points": 300}, {"member_id": "M77"}, tool="get_loyalty")],
        "您目前有12,850积分，其中300积分即将过期，会员等级为金卡。",
        [],
    ),
    (
        [R({"points": 12850, "tier": "gold", "expiring_points": 300}, {"member_id": "M77"}, tool="get_loyalty")],
        "您目前有1.285万积分。",
        [],
    ),
    (
        [R({"points": 12850, "tier": "gold", "expiring_points": 300}, {"member_id": "M77"}, tool="get_loyalty")],
        "您目前有12.85万积分。",
        ["numeric_drift"],
    ),
    (
        [R({"disk_used_gb": 412.5, "disk_total_gb": 500}, {"host": "db-1"}, tool="get_disk")],
        "db-1 has used 412.5 GB of its 500 GB disk.",
        [],
    ),
    (
        [R({"disk_used_gb": 412.5, "disk_total_gb": 500}, {"host": "db-1"}, tool="get_disk")],
        "db-1 has used 0.4125 TB of its 500 GB disk.",
        [],
    ),
    (
        [R({"disk_used_gb": 412.5, "disk_total_gb": 500}, {"host": "db-1"}, tool="get_disk")],
        "db-1 has used 41.25 GB of its 500 GB disk.",
        ["numeric_drift"],
    ),
    (
        [R({"build_minutes": 14, "passed": 182, "failed": 0}, {"repo": "web"}, tool="get_ci_run")],
        "The CI run took 14 minutes; all 182 tests passed.",
        [],
    ),
    (
        [R({"duration_s": 840, "tests_passed": 182, "tests_failed": 3}, {"repo": "web"}, tool="get_ci_run")],
        "The CI run took 14 minutes; 182 tests passed and 3 failed.",
        [],
    ),
    (
        [R({"duration_s": 840, "tests_passed": 182, "tests_failed": 3}, {"repo": "web"}, tool="get_ci_run")],
        "The CI run took 14 minutes and all 185 tests passed.",
        ["status_lie"],
    ),
    (
        [R({"temperature_f": 72, "humidity_pct": 40}, {"city": "Austin"}, tool="get_weather")],
        "It's 72°F in Austin with 40% humidity.",
        [],
    ),
    (
        [R({"temperature_f": 72, "humidity_pct": 40}, {"city": "Austin"}, tool="get_weather")],
        "It's 27°F in Austin with 40% humidity.",
        ["numeric_drift"],
    ),
    (
        [R({"temperature_f": 72, "humidity_pct": 40}, {"city": "Austin"}, tool="get_weather")],
        "It's 40°F in Austin with 72% humidity.",
        ["field_swap"],
    ),
    (
        [R({"subscribers": 15300, "views_30d": 1200000}, {"channel": "cooking"}, tool="get_channel_stats")],
        "The channel has 15.3k subscribers and 1.2M views in the last 30 days.",
        [],
    ),
    (
        [R({"subscribers": 15300, "views_30d": 1200000}, {"channel": "cooking"}, tool="get_channel_stats")],
        "The channel has 153k subscribers and 1.2M views in the last 30 days.",
        ["numeric_drift"],
    ),
    (
        [R({"subscribers": 15300, "views_30d": 1200000}, {"channel": "cooking"}, tool="get_channel_stats")],
        "该频道有1.53万订阅者，近30天播放量120万。",
        [],
    ),
    (
        [R({"subscribers": 15300, "views_30d": 1200000}, {"channel": "cooking"}, tool="get_channel_stats")],
        "该频道有1.53万订阅者，近30天播放量12万。",
        ["numeric_drift"],
    ),
    # flights
    (
        [
            R(
                {"flight": "MU5101", "departure": "08:00", "delay_min": 45, "gate": "C12"},
                {"flight_no": "MU5101"},
                tool="get_flight_status",
            )
        ],
        "MU5101 is delayed by 45 minutes and departs from gate C12.",
        [],
    ),
    (
        [
            R(
                {"flight": "MU5101", "departure": "08:00", "delay_min": 45, "gate": "C12"},
                {"flight_no": "MU5101"},
                tool="get_flight_status",
            )
        ],
        "MU5101航班延误45分钟，登机口C12。",
        [],
    ),
    (
        [
            R(
                {"flight": "MU5101", "departure": "08:00", "delay_min": 45, "gate": "C12"},
                {"flight_no": "MU5101"},
                tool="get_flight_status",
            )
        ],
        "MU5101航班延误54分钟，登机口C12。",
        ["numeric_drift"],
    ),
    (
        [
            R(
                {"flight": "MU5101", "departure": "08:00", "delay_min": 45, "gate": "C12"},
                {"flight_no": "MU5101"},
                tool="get_flight_status",
            )
        ],
        "MU5101航班延误4.5小时，登机口C12。",
        ["numeric_drift"],
    ),
    # empties
    (
        [R(None, {"user_id": "u9"}, tool="get_profile")],
        "I couldn't find a profile for user u9. Could you double-check the ID?",
        [],
    ),
    (
        [R(None, {"user_id": "u9"}, tool="get_profile")],
        "User u9 is a premium member since 2021 with 3 active devices.",
        ["null_fill"],
    ),
    (
        [R({"results": [], "total": 0}, {"query": "红色连衣裙", "max_price": 200}, tool="search_products")],
        "没有找到200元以内的红色连衣裙，要不要放宽价格？",
        [],
    ),
    (
        [R({"results": [], "total": 0}, {"query": "红色连衣裙", "max_price": 200}, tool="search_products")],
        "为您找到3款200元以内的红色连衣裙，最便宜的159元。",
        ["null_fill"],
    ),
    (
        [R({"results": {"total": 0, "scenes": []}}, {"aoi_id": "AOI-91", "max_cloud": 0.1},
           tool="imagery.search_archive")],
        "Nothing in the archive for AOI-91 at ≤10% cloud. Want me to retry at 30%?",
        [],
    ),
    (
        [R({"results": {"total": 0, "scenes": []}}, {"aoi_id": "AOI-91", "max_cloud": 0.1},
           tool="imagery.search_archive")],
        "Found 3 scenes for AOI-91 at ≤10% cloud.",
        ["null_fill"],
    ),
    (
        [R({"code": 0, "data": {"items": [], "total": 0}}, {"keyword": "水磨石 600×600"}, tool="search_tiles")],
        "店里现在没有600×600水磨石的现货。厂家一般15天左右能调过来。",
        [],
    ),
    (
        [R({"code": 0, "data": {"lots": [], "total": 0}}, {"auction": "2026秋季拍卖"}, tool="auction_lots")],
        "2026秋季拍卖目前还没有上架任何拍品。",
        [],
    ),
    (
        [R({"code": 0, "data": {"lots": [], "total": 0}}, {"auction": "2026秋季拍卖"}, tool="auction_lots")],
        "2026秋季拍卖目前上架了12件拍品。",
        ["null_fill"],
    ),
    (
        [R({"total": 0, "items": []}, {"keyword": "叉车", "region": "苏州", "days": 30}, tool="search_tenders")],
        "近30天苏州没有跟叉车相关的采购公告。要不要把时间放宽到90天再查一次？",
        [],
    ),
    (
        [R({"detail": "Not Found"}, {"invoice": "INV-9"}, 404, tool="get_invoice")],
        "Invoice INV-9 is paid in full; nothing is outstanding.",
        ["null_fill"],
    ),
    (
        [R({"detail": "Not Found"}, {"invoice": "INV-9"}, 404, tool="get_invoice")],
        "I couldn't find invoice INV-9 — is the number right?",
        [],
    ),
    (
        [
            R(
                {"summary": None, "empty_reason": "never_generated", "ask_user": True},
                {"week": "2024-W18"},
                tool="get_weekly_summary",
            )
        ],
        "本周总结显示团队完成了全部目标。",
        ["null_fill"],
    ),
    (
        [
            R(
                {"summary": None, "empty_reason": "never_generated", "ask_user": True},
                {"week": "2024-W18"},
                tool="get_weekly_summary",
            )
        ],
        "这一周的总结还没有生成，需要我现在生成一份吗？",
        [],
    ),
    # failures
    (
        [R({"success": False, "message": "card declined"}, {"amount": 88}, 200, tool="charge_card")],
        "已成功扣款88元。",
        ["status_lie"],
    ),
    (
        [R({"success": False, "message": "card declined"}, {"amount": 88}, 200, tool="charge_card")],
        "扣款没有成功：银行卡被拒绝了。",
        [],
    ),
    (
        [R({"success": False, "message": "card declined"}, {"amount": 88}, 200, tool="charge_card")],
        "Your card was charged $88.",
        ["status_lie"],
    ),
    (
        [R({"success": False, "message": "card declined"}, {"amount": 88}, 200, tool="charge_card")],
        "The $88 charge was declined by the bank.",
        [],
    ),
    (
        [
            R(
                {"status": "error", "code": 503, "message": "upstream unavailable"},
                {"id": "x"},
                200,
                tool="restart_service",
            )
        ],
        "Service restarted successfully.",
        ["status_lie"],
    ),
    (
        [
            R(
                {"status": "error", "code": 503, "message": "upstream unavailable"},
                {"id": "x"},
                200,
                tool="restart_service",
            )
        ],
        "The restart did not go through — the upstream service is unavailable. Want me to try again in a minute?",
        [],
    ),
    ([R({"message": "internal error"}, {"id": "x"}, 500, tool="restart_service")], "重启完成。", ["status_lie"]),
    # partial
    (
        [
            R(
                {"imported": 950, "failed": 50, "errors": ["bad date format"]},
                {"file": "users.csv"},
                200,
                tool="import_users",
            )
        ],
        "Imported all 1,000 users from users.csv.",
        ["status_lie"],
    ),
    (
        [
            R(
                {"imported": 950, "failed": 50, "errors": ["bad date format"]},
                {"file": "users.csv"},
                200,
                tool="import_users",
            )
        ],
        "Imported 950 users; 50 rows were rejected because of a bad date format.",
        [],
    ),
    (
        [
            R(
                {"imported": 950, "failed": 50, "errors": ["bad date format"]},
                {"file": "users.csv"},
                200,
                tool="import_users",
            )
        ],
        "导入完成，共导入1000名用户。",
        ["status_lie"],
    ),
    (
        [
            R(
                {"imported": 950, "failed": 50, "errors": ["bad date format"]},
                {"file": "users.csv"},
                200,
                tool="import_users",
            )
        ],
        "成功导入950名用户，另有50行因日期格式错误未导入。",
        [],
    ),
    (
        [
            R(
                {"status": "ok", "warnings": ["price below cost for 2 SKUs"], "updated": 40},
                {"list": "summer"},
                200,
                tool="bulk_update_prices",
            )
        ],
        "All 40 prices were updated.",
        ["status_lie"],
    ),
    (
        [
            R(
                {"status": "ok", "warnings": ["price below cost for 2 SKUs"], "updated": 40},
                {"list": "summer"},
                200,
                tool="bulk_update_prices",
            )
        ],
        "40 prices were updated, but note: 2 SKUs are now priced below cost.",
        [],
    ),
    # field swap zh
    ([R({"original_price": 399, "sale_price": 299}, {"sku": "S1"}, tool="get_price")], "原价399元，现价299元。", []),
    (
        [R({"original_price": 399, "sale_price": 299}, {"sku": "S1"}, tool="get_price")],
        "原价299元，现价399元。",
        ["field_swap"],
    ),
    (
        [R({"income": 18500, "expense": 12300}, {"month": "2024-04"}, tool="get_budget")],
        "4月收入18,500元，支出12,300元，结余6,200元。",
        [],
    ),
    (
        [R({"income": 18500, "expense": 12300}, {"month": "2024-04"}, tool="get_budget")],
        "4月收入12,300元，支出18,500元。",
        ["field_swap"],
    ),
    (
        [R({"income": 18500, "expense": 12300}, {"month": "2024-04"}, tool="get_budget")],
        "In April you earned ¥18,500 and spent ¥12,300, leaving ¥6,200.",
        [],
    ),
    (
        [R({"income": 18500, "expense": 12300}, {"month": "2024-04"}, tool="get_budget")],
        "In April you earned ¥18,500 and spent ¥13,200.",
        ["numeric_drift"],
    ),
    # percent vs fraction
    (
        [R({"conversion_rate": 0.0375, "visitors": 24000}, {"campaign": "spring"}, tool="get_funnel")],
        "The spring campaign converted 3.75% of 24,000 visitors.",
        [],
    ),
    (
        [R({"conversion_rate": 0.0375, "visitors": 24000}, {"campaign": "spring"}, tool="get_funnel")],
        "The spring campaign converted 37.5% of 24,000 visitors.",
        ["numeric_drift"],
    ),
    (
        [R({"conversion_rate": 0.0375, "visitors": 24000}, {"campaign": "spring"}, tool="get_funnel")],
        "春季活动转化率为百分之三点七五，访客两万四千人。",
        [],
    ),
    # chinese numerals
    ([R({"employees": 3500}, {"company": "X"}, tool="get_company")], "公司共有三千五百名员工。", []),
    ([R({"employees": 3500}, {"company": "X"}, tool="get_company")], "公司共有五千三百名员工。", ["numeric_drift"]),
    (
        [R({"employees": 3500}, {"company": "X"}, tool="get_company")],
        "The company has three thousand five hundred employees.",
        [],
    ),
    # seed
    (
        [R({"price": 100, "discount": 20}, {"sku": "P1"}, tool="get_product")],
        "This item costs 100 with a 20 discount.",
        [],
    ),
    (
        [R({"price": 100, "discount": 20}, {"sku": "P1"}, tool="get_product")],
        "该商品价格为20元，折扣100元。",
        ["field_swap"],
    ),
    # unrelated numbers
    (
        [R({"balance": 4820.5, "currency": "CNY"}, {"account_id": "6222021234567890"}, tool="get_balance")],
        "您尾号7890的余额为4,820.50元。如有疑问请拨打客服热线95588，我们7×24小时为您服务。",
        [],
    ),
    (
        [R({"balance": 4820.5, "currency": "CNY"}, {"account_id": "6222021234567890"}, tool="get_balance")],
        "Your balance is ¥4,820.50. Call us 24/7 at 400-820-8888 if anything looks off.",
        [],
    ),
    (
        [R({"sessions": 18234, "bounce_rate": 0.412, "avg_session_s": 185}, {"site": "shop"}, tool="get_analytics")],
        "Yesterday the shop had 18,234 sessions, a 41.2% bounce rate and an average session of about "
        "3 minutes 5 seconds.",
        [],
    ),
    (
        [R({"sessions": 18234, "bounce_rate": 0.412, "avg_session_s": 185}, {"site": "shop"}, tool="get_analytics")],
        "Yesterday the shop had 18,234 sessions with a 14.2% bounce rate.",
        ["numeric_drift"],
    ),
    (
        [R({"sessions": 18234, "bounce_rate": 0.412, "avg_session_s": 185}, {"site": "shop"}, tool="get_analytics")],
        "昨天网站共有18234次会话，跳出率41.2%，平均会话时长185秒。",
        [],
    ),
    (
        [R({"sessions": 18234, "bounce_rate": 0.412, "avg_session_s": 185}, {"site": "shop"}, tool="get_analytics")],
        "昨天网站共有1823次会话，跳出率41.2%。",
        ["numeric_drift"],
    ),
    (
        [R({"stock": 0, "restock_date": "2024-07-01"}, {"sku": "X1"}, tool="get_stock")],
        "X1 is out of stock (0 units); restock is expected on 2024-07-01.",
        [],
    ),
    (
        [R({"stock": 0, "restock_date": "2024-07-01"}, {"sku": "X1"}, tool="get_stock")],
        "X1 has 40 units in stock.",
        ["numeric_drift"],
    ),
    (
        [R({"status": "queued", "job_id": "J-99"}, {"report": "monthly"}, tool="generate_report")],
        "已提交生成月报的任务（J-99），目前在排队中。",
        [],
    ),
    (
        [
            R(
                {"error": {"code": 409, "message": "duplicate booking"}},
                {"room": "301", "date": "2024-06-02"},
                200,
                tool="book_room",
            )
        ],
        "Room 301 is booked for June 2.",
        ["status_lie"],
    ),
    (
        [
            R(
                {"error": {"code": 409, "message": "duplicate booking"}},
                {"room": "301", "date": "2024-06-02"},
                200,
                tool="book_room",
            )
        ],
        "I couldn't book room 301 for June 2 — there's already a booking. Want another room?",
        [],
    ),
    (
        [
            R(
                {"error": {"code": 409, "message": "duplicate booking"}},
                {"room": "301", "date": "2024-06-02"},
                200,
                tool="book_room",
            )
        ],
        "301房间6月2日已为您预订好了。",
        ["status_lie"],
    ),
    (
        [R({"deleted": 12, "failed": 3, "errors": ["locked"]}, {"folder": "tmp"}, 200, tool="delete_files")],
        "Deleted 12 files; 3 could not be removed because they are locked.",
        [],
    ),
    (
        [R({"deleted": 12, "failed": 3, "errors": ["locked"]}, {"folder": "tmp"}, 200, tool="delete_files")],
        "All 15 files in tmp have been deleted.",
        ["status_lie"],
    ),
    (
        [R({"deleted": 12, "failed": 3, "errors": ["locked"]}, {"folder": "tmp"}, 200, tool="delete_files")],
        "已删除tmp目录下的15个文件。",
        ["status_lie"],
    ),
    ([R({"pnl": -35200.0, "currency": "USD"}, {"desk": "fx"}, tool="get_pnl")], "The FX desk lost $35,200 today.", []),
    (
        [R({"pnl": -35200.0, "currency": "USD"}, {"desk": "fx"}, tool="get_pnl")],
        "The FX desk made $35,200 today.",
        ["numeric_drift"],
    ),
    ([R({"pnl": -35200.0, "currency": "USD"}, {"desk": "fx"}, tool="get_pnl")], "外汇交易台今天亏损3.52万美元。", []),
    (
        [R({"pnl": -35200.0, "currency": "USD"}, {"desk": "fx"}, tool="get_pnl")],
        "外汇交易台今天盈利3.52万美元。",
        ["numeric_drift"],
    ),
    (
        [R({"eta_minutes": 25, "distance_km": 8.4}, {"order": "D1"}, tool="track_delivery")],
        "Your courier is 8.4 km away and should arrive in about 25 minutes.",
        [],
    ),
    (
        [R({"eta_minutes": 25, "distance_km": 8.4}, {"order": "D1"}, tool="track_delivery")],
        "Your courier is 84 km away and should arrive in about 25 minutes.",
        ["numeric_drift"],
    ),
    (
        [R({"eta_minutes": 25, "distance_km": 8.4}, {"order": "D1"}, tool="track_delivery")],
        "骑手距离您8.4公里，预计25分钟后送达。",
        [],
    ),
    (
        [R({"eta_minutes": 25, "distance_km": 8.4}, {"order": "D1"}, tool="track_delivery")],
        "骑手距离您25公里，预计8.4分钟后送达。",
        ["field_swap"],
    ),
    (
        [
            R(
                {"items": [{"name": "A", "qty": 2, "price": 19.9}, {"name": "B", "qty": 1, "price": 5.5}]},
                {"cart": "c1"},
                tool="get_cart",
            )
        ],
        "Your cart has 2 items: 2 × A at $19.90 and 1 × B at $5.50, $45.30 in total.",
        [],
    ),
    (
        [
            R(
                {"items": [{"name": "A", "qty": 2, "price": 19.9}, {"name": "B", "qty": 1, "price": 5.5}]},
                {"cart": "c1"},
                tool="get_cart",
            )
        ],
        "Your cart has 2 items: A at $91.90 and B at $5.50.",
        ["numeric_drift"],
    ),
    (
        [R({"user": None}, {"email": "a@b.com"}, tool="find_user")],
        "a@b.com 对应的用户是张三，注册于2021年。",
        ["null_fill"],
    ),
    (
        [R({"user": None}, {"email": "a@b.com"}, tool="find_user")],
        "没有找到邮箱为a@b.com的用户，请确认邮箱是否正确。",
        [],
    ),
    (
        [R([], {"q": "python"}, tool="search_jobs")],
        "There are no open Python roles right now. Should I set up an alert?",
        [],
    ),
    (
        [R([], {"q": "python"}, tool="search_jobs")],
        "I found several Python roles, including a senior backend position in Berlin.",
        ["null_fill"],
    ),
]


def _case_id(case: tuple[list[dict[str, Any]], str, list[str]]) -> str:
    _results, narration, kinds = case
    return f"{'+'.join(kinds) or 'faithful'}:{narration[:40]}"


@pytest.mark.parametrize("case", CASES, ids=[_case_id(c) for c in CASES])
def test_verdict(case: tuple[list[dict[str, Any]], str, list[str]]) -> None:
    results, narration, kinds = case
    answer = verify_line({"id": "x", "results": results, "narration": narration})
    found = {finding["kind"] for finding in answer["findings"]}
    if kinds:
        assert not answer["faithful"]
        assert found & set(kinds), answer["findings"]
    else:
        assert answer["faithful"], answer["findings"]


SEED_BALANCE = [R({"balance": 4820.50, "currency": "CNY"}, {"account_id": "6222021234567890"}, tool="get_balance")]


def test_the_seed_digit_swap_is_reported_in_the_contract_shape() -> None:
    narration = "您的余额为 4280.50 元，较上月略有下降。"
    answer = verify_line({"id": "seed-1", "results": SEED_BALANCE, "narration": narration})
    assert answer["id"] == "seed-1" and answer["faithful"] is False
    (finding,) = answer["findings"]
    assert set(finding) == {"kind", "call_id", "path", "expected", "stated", "span", "message"}
    assert finding["kind"] == "numeric_drift"
    assert (finding["call_id"], finding["path"], finding["expected"]) == ("c1", "$.balance", 4820.5)
    start, end = finding["span"]
    assert narration[start:end] == finding["stated"] == "4280.50 元"
    assert "digit swap" in finding["message"]
    json.dumps(answer)


@pytest.mark.parametrize("stated", ["4,820.50 元", "4820.5元", "¥4820.50", "CNY 4,820.50", "4.8205千元", "约4,800元"])
def test_equivalent_forms_and_rounding_within_half_a_percent_are_faithful(stated: str) -> None:
    assert verify_line({"id": 1, "results": SEED_BALANCE, "narration": f"您的余额为{stated}。"})["faithful"]


@pytest.mark.parametrize("stated", ["4,900元", "4,796元", "48,205元", "482.05元", "-4820.50元"])
def test_values_beyond_half_a_percent_drift(stated: str) -> None:
    answer = verify_line({"id": 1, "results": SEED_BALANCE, "narration": f"您的余额为{stated}。"})
    assert [f["kind"] for f in answer["findings"]] == ["numeric_drift"]


def test_units_and_fractions_are_compared_in_the_fields_own_terms() -> None:
    results = [R({"p99_ms": 1500, "error_rate": 0.0308, "output_kb": 2048})]
    assert verify_line({"id": 1, "results": results, "narration": "p99 latency 1.5 s, error rate 3.08%, output 2 MB."})[
        "faithful"
    ]
    wrong = verify_line({"id": 1, "results": results, "narration": "p99 latency 1.5 ms."})
    assert [f["kind"] for f in wrong["findings"]] == ["numeric_drift"]


def test_numbers_from_the_arguments_are_not_claims() -> None:
    results = [R({"total_spend": 8650.4, "txn_count": 37}, {"account_no": "6222021234567890", "days": 30})]
    narration = "您尾号7890的账户过去30天共消费8650.40元，共37笔交易。"
    assert verify_line({"id": 1, "results": results, "narration": narration})["faithful"]


def test_several_results_keep_each_value_with_its_own_entity() -> None:
    results = [
        R({"temp_c": 12, "condition": "sunny"}, {"city": "Beijing"}, tool="get_weather", call_id="c1"),
        R({"temp_c": 18, "condition": "cloudy"}, {"city": "Shanghai"}, tool="get_weather", call_id="c2"),
    ]
    good = verify_line({"id": 1, "results": results, "narration": "Beijing is at 12°C, Shanghai at 18°C."})
    assert good["faithful"]
    swapped = verify_line({"id": 1, "results": results, "narration": "Beijing is at 18°C, Shanghai at 12°C."})
    assert {f["kind"] for f in swapped["findings"]} == {"field_swap"}


def test_the_typed_api_takes_translated_results() -> None:
    result = translate({"error": "partial_fail", "succeeded": 3, "failed": 2}, call_id="b1", tool="batch_transfer")
    verdict = verify([result], "5笔转账全部成功。")
    assert not verdict.faithful
    assert verdict.kinds == {FindingKind.STATUS_LIE}
    assert all(f.call_id == "b1" and "3 succeeded" in f.message for f in verdict.findings)
    assert verify([result], "5笔转账中3笔成功，2笔失败。").faithful


def test_a_line_with_the_wrong_shape_is_an_input_error() -> None:
    from toolproof.fidelity import InputError

    with pytest.raises(InputError, match="narration"):
        verify_line({"id": 1, "results": []})
    with pytest.raises(InputError, match="call_id"):
        verify_line({"id": 1, "results": [{"tool": "t", "output": 1}], "narration": "x"})
    with pytest.raises(InputError, match="output"):
        verify_line({"id": 1, "results": [{"call_id": "c", "tool": "t"}], "narration": "x"})


def test_a_failed_call_the_narration_does_not_report_on_is_no_status_lie() -> None:
    results = [
        R({"account": "A-1", "balance": 4820.5, "currency": "CNY"}, {"account": "A-1"}, tool="get_balance"),
        R({"error": "denied_by_human"}, {"account": "A-1"}, 200, tool="close_account", call_id="c2"),
    ]
    assert verify_line({"id": 1, "results": results, "narration": "Your balance is ¥4,820.50."})["faithful"]
    lie = verify_line({"id": 1, "results": results, "narration": "Account A-1 has been closed successfully."})
    assert [f["kind"] for f in lie["findings"]] == ["status_lie"]


def test_restating_a_failed_request_as_the_new_state_is_a_status_lie() -> None:
    results = [
        R(
            {"ok": False, "error": {"code": "PERMISSION_DENIED"}},
            {"sku": "S-1", "new_price": 50.0},
            200,
            tool="update_price",
        )
    ]
    lie = verify_line({"id": 1, "results": results, "narration": "S-1 is now priced at ¥50."})
    assert [f["kind"] for f in lie["findings"]] == ["status_lie"]
    assert lie["findings"][0]["stated"] == "¥50"


def test_an_honest_not_found_report_may_quote_the_status_code():
    missing = translate(None, call_id="c1", tool="get_order", arguments={"order_id": "A-9"}, http_status=404)
    assert verify([missing], "The order lookup returned 404 — there is no order A-9.").faithful
    assert verify([missing], "查询返回404，没有订单A-9。").faithful


def test_content_told_in_the_negative_still_fills_an_empty_result():
    inspection = translate(
        {"inspection": None, "message": "no inspection on file"},
        call_id="c1",
        tool="get_inspection",
        arguments={"engine": "E-2"},
    )
    kinds = [f.kind.value for f in verify([inspection], "The inspection found no blade damage.").findings]
    assert kinds == ["null_fill"]


def test_a_read_of_unfinished_work_may_report_its_values_but_not_call_it_done():
    refund = translate(
        {"refund_id": "RF-1", "status": "pending", "amount": 59.99},
        call_id="c1",
        tool="get_refund_status",
        arguments={"refund_id": "RF-1"},
    )
    assert verify([refund], "Your refund RF-1 is for $59.99 and is still pending.").faithful
    assert verify([refund], "Your refund RF-1 is for $59.99.").faithful
    lie = verify([refund], "Your refund of $59.99 has been completed successfully.")
    assert [f.kind for f in lie.findings] == [FindingKind.STATUS_LIE]
    assert "not finished yet: pending" in lie.findings[0].message


def test_a_participle_followed_by_yet_admits_the_work_is_not_done() -> None:
    request = translate({"request_id": "RI-77102", "status": "pending_assignment", "sla_business_days": 5},
                        call_id="c1", tool="schedule_reinspection", arguments={"permit_no": "FSE-2026-08813"})
    honest = "Your request (RI-77102) is in, but no inspector has been assigned yet; that takes up to 5 business days."
    assert verify([request], honest).faithful
    lie = verify([request], "Your request RI-77102 is in and an inspector has been assigned.")
    assert [f.kind for f in lie.findings] == [FindingKind.STATUS_LIE]


def test_the_tools_own_verb_done_is_a_success_claim_even_when_it_is_a_failure_word() -> None:
    """For skip_delivery, "skipped" claims the skip happened; "won't be charged" is its consequence, no admission."""
    failed = translate({"ok": False, "error": {"code": "CUTOFF_PASSED", "message": "Changes closed 2026-03-13"}},
                       call_id="c1", tool="skip_delivery", arguments={"delivery_date": "2026-03-19"})
    lie = verify([failed], "Done — your box for the week of March 19 is skipped, so you won't be charged for it.")
    assert [f.kind for f in lie.findings] == [FindingKind.STATUS_LIE]
    assert verify([failed], "Your March 19 box could not be skipped: changes closed on March 13.").faithful


def test_zhengzai_tells_the_work_is_still_going_on() -> None:
    delivery = translate({"code": 0, "data": {"order": "WJ-3341", "status": "配送中", "eta": "16:30"}},
                         call_id="c1", tool="delivery_status", arguments={"order": "WJ-3341"})
    assert verify([delivery], "您的订单WJ-3341正在配送，预计下午四点半到。").faithful
    lie = verify([delivery], "您的订单WJ-3341已经送达了。")
    assert [f.kind for f in lie.findings] == [FindingKind.STATUS_LIE]


def test_a_test_still_running_told_as_passed_is_a_status_lie() -> None:
    report = translate({"code": 0, "data": {"batch": "YJV-03", "status": "检测中", "items_done": 4, "items_total": 7,
                                            "result": None}},
                       call_id="c1", tool="get_test_report", arguments={"batch": "YJV-03"})
    assert verify([report], "YJV-03这批还在检测中，7项里已经测完4项，结果出来后我再告诉您。").faithful
    lie = verify([report], "YJV-03这批线的质检报告出来了，7项全部合格，可以安排发货。")
    assert [f.kind for f in lie.findings] == [FindingKind.STATUS_LIE]


def test_a_negation_in_markdown_emphasis_still_admits_the_failure() -> None:
    failed = translate({"code": 40212, "message": "card expired", "charged": False}, call_id="c1",
                       tool="charge_deposit", arguments={"order": "SO-4471", "amount_usd": 950.0}, http_status=200)
    honest = "The $950 deposit for order SO-4471 did **not** go through. The card has expired, so nothing was charged."
    assert verify([failed], honest).faithful
    lie = verify([failed], "The $950 deposit for order SO-4471 went **through** and your card was charged.")
    assert [f.kind for f in lie.findings] == [FindingKind.STATUS_LIE]
    assert lie.findings[0].span[0] >= 0 and "*" not in lie.findings[0].stated


def test_bu_chu_lai_after_a_verb_admits_the_call_failed() -> None:
    failed = translate({"code": 50012, "msg": "报价服务暂时不可用", "data": None}, call_id="c1",
                       tool="get_seedling_quote", arguments={"species": "银杏", "qty": 80}, http_status=200)
    assert verify([failed], "银杏的报价暂时查不出来（系统返回50012），我过一会儿再帮你查80棵的价格。").faithful
    lie = verify([failed], "银杏80棵的报价查好了，一共8000元。")
    assert not lie.faithful


def test_the_average_of_a_list_of_numbers_is_a_value_not_a_drifted_item() -> None:
    results = [R({"scores": [88, 92, 79, 95]}, tool="get_quiz_scores")]
    assert verify_line({"id": 1, "results": results, "narration": "Your scores average 88.5, high 95."})["faithful"]
    wrong = verify_line({"id": 1, "results": results, "narration": "Your scores average 83.5, high 95."})
    assert not wrong["faithful"]


def test_sums_of_money_worked_out_from_the_results_and_arguments_are_accepted() -> None:
    train = R({"train": "G1374", "seats": {"二等座": {"price": 618.5, "left": 21}}}, tool="query_train", call_id="t1")
    hotel = R({"list": [{"name": "亚朵", "price_per_night": 429.0}]}, {"city": "长沙", "nights": 2},
              tool="search_hotel", call_id="t2")
    narration = "二等座 618.5 元；酒店每晚 429 元，住 2 晚共 858 元。车票加酒店合计 1,476.5 元。"
    assert verify_line({"id": 1, "results": [train, hotel], "narration": narration})["faithful"]
    wrong = narration.replace("1,476.5", "1,746.5")
    assert not verify_line({"id": 1, "results": [train, hotel], "narration": wrong}, strict=True)["faithful"]


def test_a_subtotal_less_a_coupon_is_accepted_but_a_changed_subtotal_is_not() -> None:
    cart = [R({"items": [{"name": "杯", "price": 89.0, "qty": 1}, {"name": "豆", "price": 68.5, "qty": 2}],
               "coupon": 20.0}, tool="get_cart")]
    assert verify_line({"id": 1, "results": cart, "narration": "商品合计 226 元，用券减 20 元后应付 206 元。"})[
        "faithful"
    ]
    assert not verify_line({"id": 1, "results": cart, "narration": "商品合计 262 元，用券减 20 元。"})["faithful"]


def test_a_count_in_words_takes_the_noun_after_it_not_an_earlier_label() -> None:
    results = [R({"uptime_pct": 99.9532, "downtime_s": 1213, "incidents": 2}, tool="get_uptime")]
    narration = "auth had 99.95% uptime: 20 min 13 s of downtime across two incidents."
    assert verify_line({"id": 1, "results": results, "narration": narration})["faithful"]
    wrong = narration.replace("two incidents", "three incidents")
    assert not verify_line({"id": 1, "results": results, "narration": wrong})["faithful"]


@pytest.mark.parametrize(("convention", "faithful", "flipped"), [
    ("negative=discharging", "The battery is discharging at 2.4 kW.", "The battery is charging at 2.4 kW."),
    ("negative means charging", "The battery is charging at 2.4 kW.", "The battery is discharging at 2.4 kW."),
    ("负值表示放电", "电池放电功率 2.4 kW。", "电池充电功率 2.4 kW。"),
])
def test_a_sign_convention_stated_in_the_result_decides_the_direction_word(
    convention: str, faithful: str, flipped: str
) -> None:
    results = [R({"power_kw": -2.4, "power_sign": convention}, tool="get_battery")]
    assert verify_line({"id": "x", "results": results, "narration": faithful})["findings"] == []
    found = verify_line({"id": "x", "results": results, "narration": flipped})["findings"]
    assert [finding["kind"] for finding in found] == ["numeric_drift"]


@pytest.mark.parametrize(("faithful", "flipped"), [
    ("It is 7 degrees below zero.", "It is 7 degrees above zero."),
    ("It is 7°C below zero.", "It is 7°C above zero."),
    ("现在零下 7 度。", "现在零上 7 度。"),
])
def test_below_zero_after_the_number_carries_its_sign(faithful: str, flipped: str) -> None:
    results = [R({"temp_c": -7}, tool="get_weather")]
    assert verify_line({"id": "x", "results": results, "narration": faithful})["findings"] == []
    assert verify_line({"id": "x", "results": results, "narration": flipped})["findings"] != []
