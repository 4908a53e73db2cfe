"""Build set AI (red team): field swaps, measured on their own.

Every case is written by hand below. Each distorted case holds exactly one field swap: a real value reported
under another field's label, either from the same call (type field_swap) or from another call's result (type
field_swap_cross). A crossed pair (two fields' values exchanged) counts as one distortion. The faithful cases tell
the same kinds of near-synonym fields correctly (paraphrase), round them (rounding), do arithmetic between them
(derived) or repeat the call's arguments next to result values (echo).

The script checks every label: type and length counts, every literal the checks name, every value read from a
result path, every rounding (within +-0.5%), every derived number, every weekday; for every swap it checks that the
swapped-in value exists exactly at its source path in the same call (field_swap) or in another call
(field_swap_cross, where it must also be absent from the call whose field it is told under), and that the value the
label should have had differs by more than 1% from the swapped-in one (also in its /100, /1000, x/÷10^4, x/÷10^8
and x100 forms). Then it shuffles with a fixed seed, numbers the ids and writes ai_en.jsonl / ai_zh.jsonl.
It does not import or run toolproof.
"""
import datetime as dt
import json
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "ai"
SEEDS = {"en": 20271205, "zh": 20271206}

KIND = {"field_swap": "field_swap", "field_swap_cross": "field_swap"}
DISTORTED_COUNTS = {"field_swap": 18, "field_swap_cross": 7}
FAITHFUL_COUNTS = {"paraphrase": 10, "rounding": 5, "derived": 5, "echo": 5}
LENGTHS = {"short": 17, "medium": 17, "long": 16}
SWAP_SUBTYPES = {"near_synonym", "other_row", "crossed_pair", "table_cell", "paraphrase_label",
                 "table_cell+crossed_pair", "cross_day", "cross_store", "cross_account", "cross_game",
                 "cross_visit", "cross_listing", "cross_carrier", "cross_listing+crossed_pair", "cross_warehouse",
                 "cross_card", "cross_community+crossed_pair"}


# ---------------------------------------------------------------------------- check constructors
def V(lit, ci, path, told=None, scale=1.0, tol=0.0):
    """lit is in the narration and tells the result value at results[ci].output.<path> (told*scale == value)."""
    return ("val", lit, ci, path, told, scale, tol, "output")


def RV(lit, ci, path, told, scale=1.0):
    """as V, but a rounding: within +-0.5% relative."""
    return ("val", lit, ci, path, told, scale, 0.005, "output")


def A(lit, ci, path, told=None, scale=1.0):
    """lit echoes the call's argument at results[ci].arguments.<path>."""
    return ("val", lit, ci, path, told, scale, 0.0, "arguments")


def E(stated, exact, lit=None):
    """the assistant's own arithmetic: stated equals exact."""
    return ("exact", lit, stated, exact)


def R(stated, exact, lit=None):
    """stated is a rounding of exact: within +-0.5% relative."""
    return ("round", lit, stated, exact)


def WD(date, weekday, lit=None):
    return ("weekday", lit, date, weekday)


def L(lit):
    return ("lit", lit)


def S(lit, true, src, told, scale=1.0):
    """a swap: lit tells the value at src (told*scale) under the label of the field at true. true/src = (ci, path)."""
    return dict(lit=lit, true=true, src=src, told=told, scale=scale)


def res(call_id, tool, arguments, output, http_status=None):
    r = {"call_id": call_id, "tool": tool, "arguments": arguments, "output": output}
    if http_status is not None:
        r["http_status"] = http_status
    return r


def ok(data, msg="ok"):
    return {"code": 0, "msg": msg, "data": data}


CASES = {"en": [], "zh": []}


def case(lang, typ, length, results, narration, note, checks=(), swaps=None, sub=None):
    CASES[lang].append(dict(lang=lang, type=typ, length=length, results=results, narration=narration, note=note,
                            checks=list(checks), swaps=swaps, sub=sub))


# ============================================================================ English, distorted: field_swap (18)
case("en", "field_swap", "short",
     [res("call_dv01", "get_dividend_payment", {"account_last4": "4471", "symbol": "VXUS", "pay_date": "2027-09-24"},
          {"symbol": "VXUS", "shares": 312.408, "rate_per_share": 0.591, "gross_amount": 184.63,
           "foreign_tax_withheld": 12.94, "net_amount": 171.69, "reinvested": True, "reinvest_price": 63.27})],
     "VXUS paid on Sept 24: 59.1 cents a share on your 312.408 shares, $171.69 gross, with $12.94 of foreign tax "
     "taken out before it was reinvested at $63.27.",
     "net_amount 171.69 told as the gross (gross_amount is 184.63). True: 59.1 cents = 0.591, 312.408 shares, "
     "withholding 12.94 (184.63 - 12.94 = 171.69), reinvest price 63.27; Sept 24 echoes pay_date.",
     checks=[V("59.1 cents", 0, "rate_per_share", 59.1, 0.01), V("312.408", 0, "shares"),
             V("$12.94", 0, "foreign_tax_withheld"), V("$63.27", 0, "reinvest_price"),
             E(184.63 - 12.94, 171.69), R(0.591 * 312.408, 184.63)],
     swaps=[S("$171.69 gross", (0, "gross_amount"), (0, "net_amount"), 171.69)], sub="near_synonym")

case("en", "field_swap", "medium",
     [res("call_cs02", "get_closed_sale", {"mls_id": "RX-2219804"},
          {"address": "41 Larkspur Ct", "status": "closed", "close_date": "2027-04-16", "list_price": 689000,
           "sale_price": 712500, "days_on_market": 6, "seller_concessions": 5000, "beds": 3, "baths": 2.5,
           "sqft": 1840, "offers_received": 7})],
     "41 Larkspur Ct closed on April 16 after only 6 days on the market. It was listed at $712,500 and sold for "
     "$689,000, with $5,000 in seller concessions. Seven offers came in, so the sellers had their pick.",
     "Crossed pair: list_price 689,000 and sale_price 712,500 exchanged (listed at 712,500, sold for 689,000). "
     "True: April 16, 6 days, 5,000 concessions, seven offers.",
     checks=[V("6 days", 0, "days_on_market", 6), V("$5,000", 0, "seller_concessions", 5000),
             V("Seven offers", 0, "offers_received", 7)],
     swaps=[S("listed at $712,500", (0, "list_price"), (0, "sale_price"), 712500),
            S("sold for $689,000", (0, "sale_price"), (0, "list_price"), 689000)],
     sub="crossed_pair")

case("en", "field_swap", "long",
     [res("call_rf03", "get_reefer_status", {"container_no": "MSKU8041127"},
          {"container_no": "MSKU8041127", "commodity": "frozen shrimp", "setpoint_c": -18.0, "supply_air_c": -18.4,
           "return_air_c": -15.9, "humidity_pct": 71, "power_state": "on", "alarms": [],
           "last_ping_utc": "2027-03-02T06:40:00Z",
           "vessel": {"name": "Maersk Kalmar", "voyage": "311E", "next_port": "Rotterdam", "eta": "2027-03-09"}})],
     "Container MSKU8041127 (frozen shrimp) looks healthy right now:\n\n"
     "- **Set-point:** −18.0 °C\n"
     "- **Return air:** −18.4 °C\n"
     "- **Humidity:** 71%\n"
     "- **Power:** on, no active alarms\n"
     "- **Last ping:** 06:40 UTC on March 2\n\n"
     "It's aboard the Maersk Kalmar (voyage 311E), due into Rotterdam on Tuesday, March 9. On frozen cargo a "
     "return-air reading a few degrees above set-point is normal, so I'd only escalate if it climbs past about "
     "−12 °C.",
     "supply_air_c -18.4 told as the return air (return_air_c is -15.9). True: set-point -18.0, humidity 71%, "
     "power on, no alarms, 06:40 UTC March 2, voyage 311E, ETA 2027-03-09 is a Tuesday. −12 °C is advice.",
     checks=[V("−18.0 °C", 0, "setpoint_c", -18.0), V("71%", 0, "humidity_pct", 71), L("no active alarms"),
             L("06:40 UTC on March 2"), L("voyage 311E"), WD("2027-03-09", "Tuesday", "Tuesday, March 9")],
     swaps=[S("**Return air:** −18.4 °C", (0, "return_air_c"), (0, "supply_air_c"), -18.4)], sub="near_synonym")

case("en", "field_swap", "medium",
     [res("call_dc04", "get_dc_daily", {"site": "DC-RNO2", "date": "2027-05-11"},
          {"site": "DC-RNO2", "inbound": {"trailers": 23, "pallets": 614, "cartons": 18220},
           "outbound": {"trailers": 31, "pallets": 702, "cartons": 25894}, "dock_doors_active": 18,
           "labor_hours": 1436.5, "mispicks": 9})],
     "Tuesday at RNO2: 23 trailers received carrying 614 pallets. On the outbound side you shipped 31 trailers, "
     "702 pallets and 18,220 cartons, with 9 mispicks across 1,436.5 labor hours.",
     "inbound.cartons 18,220 told as outbound cartons (outbound.cartons is 25,894). True: 23 / 614 in, 31 / 702 "
     "out, 9 mispicks, 1,436.5 h; 2027-05-11 is a Tuesday.",
     checks=[V("23 trailers", 0, "inbound.trailers", 23), V("614 pallets", 0, "inbound.pallets", 614),
             V("31 trailers", 0, "outbound.trailers", 31), V("702 pallets", 0, "outbound.pallets", 702),
             V("9 mispicks", 0, "mispicks", 9), V("1,436.5", 0, "labor_hours", 1436.5),
             WD("2027-05-11", "Tuesday", "Tuesday")],
     swaps=[S("18,220 cartons", (0, "outbound.cartons"), (0, "inbound.cartons"), 18220)], sub="near_synonym")

case("en", "field_swap", "short",
     [res("call_lb05", "get_lab_result", {"patient_id": "P-30817", "test_code": "K"},
          {"test": "Potassium", "value": 5.4, "unit": "mmol/L", "ref_low": 3.5, "ref_high": 5.1, "flag": "H",
           "collected_at": "2027-02-14T07:12:00", "hemolyzed": False})],
     "Potassium is 5.4 mmol/L and flagged high; the lab's upper limit is 3.5, and the sample wasn't hemolyzed.",
     "ref_low 3.5 told as the upper limit (ref_high is 5.1). True: 5.4 mmol/L, flag H, not hemolyzed.",
     checks=[V("5.4 mmol/L", 0, "value", 5.4), L("flagged high"), L("wasn't hemolyzed")],
     swaps=[S("upper limit is 3.5", (0, "ref_high"), (0, "ref_low"), 3.5)], sub="near_synonym")

case("en", "field_swap", "long",
     [res("call_cc06", "get_card_statement", {"card_last4": "9012", "cycle": "2027-06"},
          {"cycle_end": "2027-06-27", "previous_balance": 1963.40, "payments_credits": -1500.00,
           "purchases": 1927.72, "fees": 0.0, "interest_charged": 27.65, "statement_balance": 2418.77,
           "minimum_due": 48.00, "due_date": "2027-07-22", "purchase_apr": 0.2449, "credit_limit": 8000})],
     "Here's the June statement for the card ending 9012:\n\n"
     "- **Purchases:** $1,927.72\n"
     "- **Payments received:** $1,500.00\n"
     "- **Interest:** $27.65 at a 24.49% purchase APR\n"
     "- **New balance:** $1,963.40\n"
     "- **Minimum due:** $48.00 by Thursday, July 22\n\n"
     "Because part of last month's balance carried over, interest is still accruing. Paying the full statement "
     "balance by the due date stops that from next cycle on, and keeping usage under about 30% of your $8,000 "
     "limit helps your score.",
     "previous_balance 1,963.40 told as the new balance (statement_balance is 2,418.77). True: purchases "
     "1,927.72, payments 1,500 (payments_credits -1500), interest 27.65, APR 0.2449 = 24.49%, minimum 48, "
     "2027-07-22 is a Thursday, limit 8,000; 1963.40 - 1500 + 1927.72 + 27.65 = 2418.77. 30% is advice.",
     checks=[V("$1,927.72", 0, "purchases", 1927.72), V("$1,500.00", 0, "payments_credits", -1500.00),
             V("$27.65", 0, "interest_charged"), V("24.49%", 0, "purchase_apr", 24.49, 0.01),
             V("$48.00", 0, "minimum_due", 48), V("$8,000", 0, "credit_limit", 8000),
             WD("2027-07-22", "Thursday", "Thursday, July 22"),
             E(round(1963.40 - 1500.00 + 1927.72 + 0.0 + 27.65, 2), 2418.77)],
     swaps=[S("**New balance:** $1,963.40", (0, "statement_balance"), (0, "previous_balance"), 1963.40)],
     sub="near_synonym")

case("en", "field_swap", "medium",
     [res("call_bx07", "get_box_score", {"game_id": "0042700315"},
          {"status": "final", "home": {"team": "Denver", "pts": 114, "fg_pct": 0.488, "reb": 47, "ast": 29, "tov": 11},
           "away": {"team": "Phoenix", "pts": 108, "fg_pct": 0.452, "reb": 39, "ast": 24, "tov": 16},
           "attendance": 19842})],
     "Denver held serve at home, 114–108. The Nuggets shot 48.8% with 29 assists and won the boards 47–39; Phoenix "
     "didn't help itself with 11 turnovers.",
     "home.tov 11 told as Phoenix's turnovers (away.tov is 16). True: 114–108, 48.8%, 29 assists, 47–39 boards.",
     checks=[V("114", 0, "home.pts", 114), V("108", 0, "away.pts", 108), V("48.8%", 0, "home.fg_pct", 48.8, 0.01),
             V("29 assists", 0, "home.ast", 29), V("47–39", 0, "home.reb", 47), V("47–39", 0, "away.reb", 39)],
     swaps=[S("11 turnovers", (0, "away.tov"), (0, "home.tov"), 11)], sub="near_synonym")

case("en", "field_swap", "short",
     [res("call_od08", "get_order", {"order_id": "113-4482019-7730215"},
          {"status": "shipped", "items": [{"sku": "KT-220", "title": "Stand mixer, 5.5 qt", "list_price": 449.99,
                                           "sale_price": 329.99, "qty": 1}],
           "shipping": 0.0, "tax": 27.22, "order_total": 357.21, "carrier": "UPS",
           "tracking": "1Z88X2410364419902"})],
     "Your stand mixer shipped with UPS; you got it at the sale price of $449.99, and tax was $27.22.",
     "items[0].list_price 449.99 told as the sale price (sale_price is 329.99). True: UPS, shipped, tax 27.22 "
     "(329.99 + 27.22 = 357.21).",
     checks=[V("$27.22", 0, "tax", 27.22), L("UPS"), E(round(329.99 + 27.22, 2), 357.21)],
     swaps=[S("sale price of $449.99", (0, "items[0].sale_price"), (0, "items[0].list_price"), 449.99)],
     sub="near_synonym")

case("en", "field_swap", "long",
     [res("call_sh09", "list_shipments", {"carrier": "ODFL", "week": "2027-W19", "account": "ACCT-55810"},
          {"count": 3, "shipments": [
              {"pro": "0719-44827", "dest": "Columbus, OH", "weight_lb": 8420, "pieces": 14, "eta": "2027-05-13",
               "status": "in_transit"},
              {"pro": "0719-45170", "dest": "Louisville, KY", "weight_lb": 5260, "pieces": 9, "eta": "2027-05-12",
               "status": "delivered"},
              {"pro": "0719-45302", "dest": "Nashville, TN", "weight_lb": 11980, "pieces": 22, "eta": "2027-05-14",
               "status": "in_transit"}]})],
     "Three ODFL shipments on the account this week:\n\n"
     "1. **Columbus, OH** (PRO 0719-44827): 14 pieces, 8,420 lb, in transit, ETA Thursday\n"
     "2. **Louisville, KY** (PRO 0719-45170): 9 pieces, 8,420 lb, already delivered\n"
     "3. **Nashville, TN** (PRO 0719-45302): 22 pieces, 11,980 lb, in transit, ETA Friday\n\n"
     "That's 45 pieces and 25,660 lb in total. Nashville is the heavy one, so if the consignee needs a liftgate, "
     "book it before Friday.",
     "Another row: Columbus's weight_lb 8,420 told for Louisville (shipments[1].weight_lb is 5,260). True: pieces "
     "14/9/22, Columbus 8,420, Nashville 11,980, ETAs 2027-05-13 Thursday and 2027-05-14 Friday; totals from the "
     "true rows: 14+9+22 = 45, 8420+5260+11980 = 25,660.",
     checks=[V("14 pieces, 8,420 lb", 0, "shipments[0].weight_lb", 8420), V("22 pieces", 0, "shipments[2].pieces", 22),
             V("11,980 lb", 0, "shipments[2].weight_lb", 11980), V("9 pieces", 0, "shipments[1].pieces", 9),
             WD("2027-05-13", "Thursday", "ETA Thursday"), WD("2027-05-14", "Friday", "ETA Friday"),
             E(45, 14 + 9 + 22, "45 pieces"), E(25660, 8420 + 5260 + 11980, "25,660 lb")],
     swaps=[S("9 pieces, 8,420 lb", (0, "shipments[1].weight_lb"), (0, "shipments[0].weight_lb"), 8420)],
     sub="other_row")

case("en", "field_swap", "long",
     [res("call_cb10", "get_cbc", {"patient_id": "P-55120", "collected": "2027-08-03"},
          {"wbc_k_ul": 11.8, "rbc_m_ul": 4.21, "hgb_g_dl": 12.9, "hct_pct": 38.6, "plt_k_ul": 412, "mcv_fl": 91.7,
           "neut_pct": 78.4, "lymph_pct": 14.2, "flags": ["WBC H", "NEUT H", "PLT H"],
           "ref": {"wbc": [4.0, 11.0], "plt": [150, 400]}})],
     "CBC from August 3:\n\n"
     "| Test | Result | Note |\n|---|---|---|\n"
     "| WBC | 11.8 K/µL | high (ref 4.0–11.0) |\n"
     "| Hemoglobin | 12.9 g/dL | |\n"
     "| Hematocrit | 12.9% | |\n"
     "| Platelets | 412 K/µL | just above 400 |\n"
     "| MCV | 91.7 fL | |\n"
     "| Neutrophils | 78.4% | high |\n"
     "| Lymphocytes | 14.2% | |\n\n"
     "A raised white count driven by neutrophils is most often seen with a bacterial infection or a stress "
     "response, so it's worth reading alongside temperature and symptoms.",
     "Table cell: hgb_g_dl 12.9 told as the hematocrit (hct_pct is 38.6). True: WBC 11.8 (ref 4.0–11.0), Hgb 12.9, "
     "platelets 412 (ref top 400), MCV 91.7, neutrophils 78.4%, lymphocytes 14.2%.",
     checks=[V("11.8 K/µL", 0, "wbc_k_ul", 11.8), V("| Hemoglobin | 12.9 g/dL", 0, "hgb_g_dl", 12.9),
             V("412 K/µL", 0, "plt_k_ul", 412), V("91.7 fL", 0, "mcv_fl", 91.7), V("78.4%", 0, "neut_pct", 78.4),
             V("14.2%", 0, "lymph_pct", 14.2), V("4.0–11.0", 0, "ref.wbc[1]", 11.0), V("above 400", 0, "ref.plt[1]", 400)],
     swaps=[S("| Hematocrit | 12.9% |", (0, "hct_pct"), (0, "hgb_g_dl"), 12.9)], sub="table_cell")

case("en", "field_swap", "medium",
     [res("call_es11", "get_escrow_analysis", {"loan_last4": "3390", "analysis_date": "2027-07-15"},
          {"current_escrow_payment": 612.40, "new_escrow_payment": 668.15, "escrow_shortage": 389.88,
           "projected_low_point": 925.32, "required_cushion": 1315.20, "new_payment_if_spread": 700.64,
           "effective_date": "2027-09-01", "tax_increase": 486.00, "insurance_increase": 183.00})],
     "Starting September 1 your escrow portion goes from $612.40 to $668.15, mostly because of a $486 tax "
     "increase. There's also a $925.32 gap in the account: you can pay it in one go, or have it spread over 12 "
     "months, which brings the payment to $700.64.",
     "Paraphrased label: the 'gap' is the escrow_shortage (389.88), but projected_low_point 925.32 is told. True: "
     "612.40 → 668.15 (612.40 + (486 + 183)/12 = 668.15), 486 tax increase, 700.64 = 668.15 + 389.88/12, "
     "1315.20 - 925.32 = 389.88.",
     checks=[V("$612.40", 0, "current_escrow_payment"), V("$668.15", 0, "new_escrow_payment"),
             V("$486", 0, "tax_increase", 486), V("$700.64", 0, "new_payment_if_spread"),
             E(round(612.40 + (486 + 183) / 12, 2), 668.15), R(668.15 + 389.88 / 12, 700.64),
             E(round(1315.20 - 925.32, 2), 389.88)],
     swaps=[S("$925.32 gap", (0, "escrow_shortage"), (0, "projected_low_point"), 925.32)], sub="paraphrase_label")

case("en", "field_swap", "short",
     [res("call_hk12", "get_game_summary", {"date": "2027-02-19", "home": "MTL", "away": "TOR"},
          {"final": {"MTL": 3, "TOR": 4}, "ot": True, "shots": {"MTL": 27, "TOR": 36},
           "power_play": {"MTL": "1/4", "TOR": "2/3"}, "gwg": "Nylander 2:41 OT"})],
     "The Leafs won 4–3 in overtime in Montreal on Nylander's goal 2:41 in; Toronto put 27 shots on net and went "
     "2-for-3 on the power play.",
     "shots.MTL 27 told as Toronto's shots (shots.TOR is 36). True: 4–3 OT, Nylander 2:41, PP 2/3.",
     checks=[V("4–3", 0, "final.TOR", 4), V("4–3", 0, "final.MTL", 3), L("2:41"), L("2-for-3")],
     swaps=[S("27 shots", (0, "shots.TOR"), (0, "shots.MTL"), 27)], sub="near_synonym")

case("en", "field_swap", "long",
     [res("call_ol13", "list_orders", {"customer_id": "C-208814", "since": "2027-10-01"},
          {"orders": [
              {"order_no": "W-50112", "placed": "2027-10-03", "items": 2, "total": 86.40, "status": "delivered"},
              {"order_no": "W-50377", "placed": "2027-10-09", "items": 1, "total": 212.00, "status": "delivered"},
              {"order_no": "W-50691", "placed": "2027-10-17", "items": 4, "total": 139.75,
               "status": "out_for_delivery"},
              {"order_no": "W-50940", "placed": "2027-10-24", "items": 1, "total": 24.99, "status": "processing"}],
           "loyalty_points": 1183})],
     "Here are the customer's orders since October 1:\n\n"
     "- **W-50112** (Oct 3): 2 items, $86.40, delivered\n"
     "- **W-50377** (Oct 9): 1 item, $212.00, delivered\n"
     "- **W-50691** (Oct 17): 4 items, $24.99, out for delivery today\n"
     "- **W-50940** (Oct 24): 1 item, still processing\n\n"
     "They've spent $463.14 across the four orders and hold 1,183 loyalty points. Since W-50940 hasn't shipped "
     "yet, it can still be edited or cancelled without a return label.",
     "Another row: W-50940's total 24.99 told for W-50691 (orders[2].total is 139.75). True: 86.40, 212.00, item "
     "counts, statuses, 1,183 points; the sum uses the true rows: 86.40 + 212.00 + 139.75 + 24.99 = 463.14.",
     checks=[V("$86.40", 0, "orders[0].total"), V("$212.00", 0, "orders[1].total", 212.0),
             V("4 items", 0, "orders[2].items", 4), V("2 items", 0, "orders[0].items", 2),
             V("1,183", 0, "loyalty_points", 1183), E(463.14, round(86.40 + 212.00 + 139.75 + 24.99, 2), "$463.14")],
     swaps=[S("4 items, $24.99", (0, "orders[2].total"), (0, "orders[3].total"), 24.99)], sub="other_row")

case("en", "field_swap", "medium",
     [res("call_hd14", "get_dialysis_session", {"patient_id": "D-2291", "session_date": "2027-03-15"},
          {"pre_weight_kg": 82.6, "post_weight_kg": 80.3, "dry_weight_kg": 80.0, "uf_removed_l": 2.4,
           "duration_min": 240, "pre_bp": "162/94", "post_bp": "138/82", "kt_v": 1.42, "access": "L AVF"})],
     "Monday's session ran the full 240 minutes through the left fistula. Pre-weight was 80.3 kg and post-weight "
     "82.6 kg, with 2.4 L taken off; Kt/V came in at 1.42.",
     "Crossed pair: pre_weight_kg 82.6 and post_weight_kg 80.3 exchanged. True: 240 min, L AVF, 2.4 L, Kt/V 1.42; "
     "2027-03-15 is a Monday.",
     checks=[V("240 minutes", 0, "duration_min", 240), V("2.4 L", 0, "uf_removed_l", 2.4), V("1.42", 0, "kt_v"),
             WD("2027-03-15", "Monday", "Monday")],
     swaps=[S("Pre-weight was 80.3 kg", (0, "pre_weight_kg"), (0, "post_weight_kg"), 80.3),
            S("post-weight 82.6 kg", (0, "post_weight_kg"), (0, "pre_weight_kg"), 82.6)],
     sub="crossed_pair")

case("en", "field_swap", "long",
     [res("call_cd15", "get_closing_disclosure", {"loan_id": "LN-7730418"},
          {"purchase_price": 545000, "loan_amount": 436000, "down_payment": 109000, "closing_costs": 14862.37,
           "seller_credit": 4500.00, "lender_credit": 1250.00, "earnest_money": 10000, "cash_to_close": 108112.37,
           "closing_date": "2027-06-30", "rate": 0.0649, "term_months": 360})],
     "Your closing disclosure is in. The main numbers:\n\n"
     "- Purchase price $545,000, loan $436,000 at 6.49% for 30 years, so 20% down ($109,000)\n"
     "- Closing costs: $14,862.37\n"
     "- Credits: $1,250.00 from the seller and $4,500.00 from the lender\n"
     "- Earnest money already paid: $10,000\n"
     "- **Cash to close: $108,112.37**, due by wire before Wednesday, June 30\n\n"
     "Call the title company to confirm the wiring instructions by phone before sending anything; wire fraud on "
     "closings is common.",
     "Crossed pair: seller_credit 4,500 and lender_credit 1,250 exchanged. True: 545,000, 436,000, 6.49%, 360 "
     "months = 30 years, 109,000 = 20% of 545,000, 14,862.37, 10,000, cash to close "
     "109000 + 14862.37 - 4500 - 1250 - 10000 = 108,112.37, 2027-06-30 is a Wednesday.",
     checks=[V("$545,000", 0, "purchase_price", 545000), V("$436,000", 0, "loan_amount", 436000),
             V("6.49%", 0, "rate", 6.49, 0.01), E(30, 360 / 12, "30 years"), E(0.20, 109000 / 545000, "20% down"),
             V("($109,000)", 0, "down_payment", 109000), V("$14,862.37", 0, "closing_costs"),
             V("$10,000", 0, "earnest_money", 10000), V("$108,112.37", 0, "cash_to_close"),
             E(round(109000 + 14862.37 - 4500 - 1250 - 10000, 2), 108112.37),
             WD("2027-06-30", "Wednesday", "Wednesday, June 30")],
     swaps=[S("$1,250.00 from the seller", (0, "seller_credit"), (0, "lender_credit"), 1250.0),
            S("$4,500.00 from the lender", (0, "lender_credit"), (0, "seller_credit"), 4500.0)],
     sub="crossed_pair")

case("en", "field_swap", "long",
     [res("call_zn16", "get_zone_occupancy", {"site": "ATL1", "as_of": "2027-11-08T05:00:00Z"},
          {"zones": [{"zone": "A (ambient)", "positions": 2400, "occupied": 2136, "blocked": 12},
                     {"zone": "B (ambient)", "positions": 1800, "occupied": 1422, "blocked": 40},
                     {"zone": "C (chilled)", "positions": 640, "occupied": 603, "blocked": 0},
                     {"zone": "D (frozen)", "positions": 520, "occupied": 498, "blocked": 6}]})],
     "Occupancy at ATL1 as of 05:00 UTC:\n\n"
     "| Zone | Positions | Occupied | Utilization |\n|---|---|---|---|\n"
     "| A (ambient) | 2,400 | 2,136 | 89.0% |\n"
     "| B (ambient) | 1,800 | 1,422 | 79.0% |\n"
     "| C (chilled) | 640 | 640 | 94.2% |\n"
     "| D (frozen) | 520 | 498 | 95.8% |\n\n"
     "Frozen and chilled are both above 90%, so I'd hold back any new cold inbound until a few outbound waves "
     "clear. Ambient B has the most room: 378 open positions, 40 of them blocked.",
     "Table cell: zones[2].positions 640 told in C's Occupied cell (zones[2].occupied is 603). True: A 2,136/2,400 "
     "= 89.0%, B 1,422/1,800 = 79.0%, C 603/640 = 94.2%, D 498/520 = 95.8%; B 1800 - 1422 = 378 open, 40 blocked.",
     checks=[V("| 2,400 | 2,136", 0, "zones[0].occupied", 2136), V("2,400", 0, "zones[0].positions", 2400),
             V("| 1,800 | 1,422", 0, "zones[1].occupied", 1422), V("| 520 | 498", 0, "zones[3].occupied", 498),
             V("| 520 |", 0, "zones[3].positions", 520), R(89.0, 2136 / 2400 * 100, "89.0%"),
             R(79.0, 1422 / 1800 * 100, "79.0%"), R(94.2, 603 / 640 * 100, "94.2%"),
             R(95.8, 498 / 520 * 100, "95.8%"), E(378, 1800 - 1422, "378 open"), V("40 of them blocked", 0,
                                                                                   "zones[1].blocked", 40)],
     swaps=[S("| C (chilled) | 640 | 640 |", (0, "zones[2].occupied"), (0, "zones[2].positions"), 640)],
     sub="table_cell")

case("en", "field_swap", "short",
     [res("call_rt17", "get_return", {"rma": "RMA-77120"},
          {"status": "refunded", "item_price": 93.00, "restocking_fee": 8.50, "refund_to_card": 64.50,
           "store_credit": 20.00, "processed": "2027-01-12"})],
     "RMA-77120 is wrapped up: $64.50 went back to your card after a $20.00 handling charge, and the remainder "
     "came as store credit.",
     "Paraphrased label: the 'handling charge' is the restocking_fee (8.50), but store_credit 20.00 is told. True: "
     "64.50 to card; 93.00 - 8.50 = 84.50 = 64.50 + 20.00.",
     checks=[V("$64.50", 0, "refund_to_card"), E(93.00 - 8.50, 64.50 + 20.00)],
     swaps=[S("$20.00 handling charge", (0, "restocking_fee"), (0, "store_credit"), 20.0)],
     sub="paraphrase_label")

case("en", "field_swap", "medium",
     [res("call_fz18", "get_freezer_status", {"unit_id": "ULT-04", "room": "3.112"},
          {"setpoint_c": -80, "current_c": -72.4, "max_24h_c": -69.8, "min_24h_c": -80.9, "door_opens_24h": 14,
           "alarm_state": "warning", "compressor_runtime_pct": 97})],
     "ULT-04 is in a warning state: it's reading −69.8 °C right now against a −80 °C set-point, and the "
     "compressor has been running 97% of the time. The door was opened 14 times in the last 24 hours, which "
     "would explain a lot of it.",
     "max_24h_c -69.8 (the 24-hour high) told as the current reading (current_c is -72.4). True: warning, set-point "
     "-80, compressor 97%, 14 door openings.",
     checks=[V("−80 °C", 0, "setpoint_c", -80), V("97%", 0, "compressor_runtime_pct", 97),
             V("14 times", 0, "door_opens_24h", 14), L("warning state")],
     swaps=[S("−69.8 °C right now", (0, "current_c"), (0, "max_24h_c"), -69.8)], sub="near_synonym")


# ============================================================================ English, distorted: field_swap_cross (7)
case("en", "field_swap_cross", "short",
     [res("call_pk21a", "get_pick_stats", {"site": "ATL1", "date": "2027-11-07"},
          {"lines_picked": 48210, "units": 131904, "pick_rate_lph": 142.6, "short_picks": 37}),
      res("call_pk21b", "get_pick_stats", {"site": "ATL1", "date": "2027-11-08"},
          {"lines_picked": 51377, "units": 140288, "pick_rate_lph": 139.1, "short_picks": 52})],
     "Today ATL1 picked 48,210 lines (140,288 units) at 139.1 lines an hour, with 52 short picks.",
     "Cross-call: yesterday's (2027-11-07) lines_picked 48,210 told for today (2027-11-08 lines_picked is 51,377). "
     "True for today: 140,288 units, 139.1 lph, 52 short picks.",
     checks=[V("140,288 units", 1, "units", 140288), V("139.1", 1, "pick_rate_lph"), V("52 short", 1, "short_picks", 52)],
     swaps=[S("48,210 lines", (1, "lines_picked"), (0, "lines_picked"), 48210)], sub="cross_day")

case("en", "field_swap_cross", "medium",
     [res("call_ss22a", "get_store_sales", {"store": "north-loop", "period": "2027-W44"},
          {"orders": 412, "gross_sales": 31884.50, "refunds": 1290.00, "net_sales": 30594.50, "aov": 77.39}),
      res("call_ss22b", "get_store_sales", {"store": "uptown", "period": "2027-W44"},
          {"orders": 358, "gross_sales": 27012.80, "refunds": 2145.60, "net_sales": 24867.20, "aov": 75.45})],
     "Week 44: North Loop did 412 orders and $31,884.50 gross, Uptown 358 orders and $27,012.80. After "
     "$1,290.00 in refunds, Uptown netted $24,867.20.",
     "Cross-call: North Loop's refunds 1,290.00 told for Uptown (Uptown refunds are 2,145.60). True: 412 / "
     "31,884.50, 358 / 27,012.80, Uptown net 24,867.20 (27012.80 - 2145.60).",
     checks=[V("412 orders", 0, "orders", 412), V("$31,884.50", 0, "gross_sales"), V("358 orders", 1, "orders", 358),
             V("$27,012.80", 1, "gross_sales"), V("$24,867.20", 1, "net_sales"),
             E(round(27012.80 - 2145.60, 2), 24867.20), E(round(31884.50 - 1290.00, 2), 30594.50)],
     swaps=[S("$1,290.00 in refunds", (1, "refunds"), (0, "refunds"), 1290.0)], sub="cross_store")

case("en", "field_swap_cross", "long",
     [res("call_ac23a", "get_account_summary", {"account": "taxable-4471", "ytd": True},
          {"market_value": 184220.16, "ytd_dividends": 3118.42, "ytd_realized_gain": 2240.75, "cash": 1504.11,
           "ytd_contributions": 12000}),
      res("call_ac23b", "get_account_summary", {"account": "roth-8820", "ytd": True},
          {"market_value": 61785.03, "ytd_dividends": 1047.66, "ytd_realized_gain": 0, "cash": 212.40,
           "ytd_contributions": 7000})],
     "Year to date across your two accounts:\n\n"
     "**Taxable (…4471)**\n- Value: $184,220.16\n- Dividends: $3,118.42\n- Realized gains: $2,240.75\n"
     "- Added this year: $12,000\n\n"
     "**Roth IRA (…8820)**\n- Value: $61,785.03\n- Dividends: $1,047.66\n- Contributed this year: $12,000\n\n"
     "Together that's $246,005.19. Dividends inside the Roth aren't taxed, so the taxable account is the one to "
     "plan for: $3,118.42 in dividends plus $2,240.75 in gains makes $5,359.17 of taxable income so far.",
     "Cross-call: the taxable account's ytd_contributions 12,000 told for the Roth (Roth ytd_contributions is "
     "7,000). True: both values, dividends, gains; 184220.16 + 61785.03 = 246,005.19; 3118.42 + 2240.75 = "
     "5,359.17.",
     checks=[V("$184,220.16", 0, "market_value"), V("- Dividends: $3,118.42", 0, "ytd_dividends", 3118.42),
             V("- Realized gains: $2,240.75", 0, "ytd_realized_gain", 2240.75),
             V("Added this year: $12,000", 0, "ytd_contributions", 12000), V("$61,785.03", 1, "market_value"),
             V("$1,047.66", 1, "ytd_dividends"), E(246005.19, round(184220.16 + 61785.03, 2), "$246,005.19"),
             E(5359.17, round(3118.42 + 2240.75, 2), "$5,359.17")],
     swaps=[S("Contributed this year: $12,000", (1, "ytd_contributions"), (0, "ytd_contributions"), 12000)],
     sub="cross_account")

case("en", "field_swap_cross", "medium",
     [res("call_gl24a", "get_player_game_log", {"player": "Marcus Vell", "game_date": "2027-01-18"},
          {"opponent": "BOS", "minutes": 37, "pts": 31, "reb": 3, "ast": 8, "fg": "11-22", "result": "W 112-104"}),
      res("call_gl24b", "get_player_game_log", {"player": "Marcus Vell", "game_date": "2027-01-20"},
          {"opponent": "MIA", "minutes": 35, "pts": 24, "reb": 4, "ast": 11, "fg": "9-19", "result": "L 99-101"})],
     "In Wednesday's 101–99 loss to Miami, Vell played 35 minutes and scored 31 on 9-of-19 shooting with 11 "
     "assists. Two nights earlier he had 8 assists in the 112–104 win over Boston.",
     "Cross-call: the Boston game's pts 31 told for the Miami game (Miami pts is 24). True: 101–99 loss, 35 min, "
     "9-19, 11 assists; Boston 8 assists, 112–104; 2027-01-20 is a Wednesday, two days after 01-18.",
     checks=[V("35 minutes", 1, "minutes", 35), V("11 assists", 1, "ast", 11),
             V("8 assists", 0, "ast", 8), L("9-of-19"), L("101–99"), L("112–104"),
             WD("2027-01-20", "Wednesday", "Wednesday"),
             E(2, (dt.date(2027, 1, 20) - dt.date(2027, 1, 18)).days, "Two nights earlier")],
     swaps=[S("scored 31", (1, "pts"), (0, "pts"), 31)], sub="cross_game")

case("en", "field_swap_cross", "short",
     [res("call_in25a", "get_inr", {"patient_id": "P-30817", "date": "2027-04-06"},
          {"inr": 2.1, "target_range": [2.0, 3.0], "warfarin_mg_week": 35}),
      res("call_in25b", "get_inr", {"patient_id": "P-30817", "date": "2027-04-13"},
          {"inr": 3.4, "target_range": [2.0, 3.0], "warfarin_mg_week": 35})],
     "This week's INR (April 13) is 2.1, inside the 2.0–3.0 target, on the same 35 mg a week of warfarin.",
     "Cross-call: last week's (04-06) inr 2.1 told for this week (04-13 inr is 3.4, above target). True: target "
     "2.0–3.0, 35 mg/week.",
     checks=[V("2.0–3.0", 1, "target_range[0]", 2.0), V("2.0–3.0", 1, "target_range[1]", 3.0),
             V("35 mg", 1, "warfarin_mg_week", 35)],
     swaps=[S("is 2.1", (1, "inr"), (0, "inr"), 2.1)], sub="cross_visit")

case("en", "field_swap_cross", "long",
     [res("call_ls26a", "get_listing", {"mls_id": "RX-2230415"},
          {"address": "18 Wren Hollow Rd", "list_price": 624900, "beds": 4, "baths": 2.5, "sqft": 2215,
           "hoa_monthly": 85, "tax_annual": 7410, "year_built": 1998}),
      res("call_ls26b", "get_listing", {"mls_id": "RX-2231102"},
          {"address": "7 Cobalt Ln #302", "list_price": 579000, "beds": 3, "baths": 2, "sqft": 1690,
           "hoa_monthly": 412, "tax_annual": 6105, "year_built": 2016})],
     "Side by side:\n\n"
     "| | 18 Wren Hollow Rd | 7 Cobalt Ln #302 |\n|---|---|---|\n"
     "| List price | $624,900 | $579,000 |\n"
     "| Beds / baths | 4 / 2.5 | 3 / 2 |\n"
     "| Sq ft | 2,215 | 1,690 |\n"
     "| Price per sq ft | ~$282 | ~$343 |\n"
     "| HOA | $412/mo | $85/mo |\n"
     "| Property tax | $7,410/yr | $6,105/yr |\n"
     "| Built | 1998 | 2016 |\n\n"
     "The condo is about $46k cheaper up front but costs more per square foot, and it's 18 years newer. Put the "
     "monthly dues into the comparison before deciding.",
     "Cross-call crossed pair: the two listings' hoa_monthly values (85 for Wren Hollow, 412 for Cobalt) exchanged "
     "in the table. True: prices, beds/baths, sq ft, taxes, years; 624900/2215 = 282.1, 579000/1690 = 342.6; "
     "624900 - 579000 = 45,900 ≈ $46k; 2016 - 1998 = 18.",
     checks=[V("$624,900", 0, "list_price", 624900), V("$579,000", 1, "list_price", 579000),
             V("2,215", 0, "sqft", 2215), V("1,690", 1, "sqft", 1690), V("$7,410/yr", 0, "tax_annual", 7410),
             V("$6,105/yr", 1, "tax_annual", 6105), V("| 1998 |", 0, "year_built", 1998),
             V("| 2016 |", 1, "year_built", 2016), R(282, 624900 / 2215, "~$282"), R(343, 579000 / 1690, "~$343"),
             R(46000, 624900 - 579000, "$46k"), E(18, 2016 - 1998, "18 years")],
     swaps=[S("| HOA | $412/mo", (0, "hoa_monthly"), (1, "hoa_monthly"), 412),
            S("| $85/mo |", (1, "hoa_monthly"), (0, "hoa_monthly"), 85)],
     sub="cross_listing+crossed_pair")

case("en", "field_swap_cross", "medium",
     [res("call_rq27a", "rate_quote", {"carrier": "Estes", "origin_zip": "30336", "dest_zip": "43228", "pallets": 6,
                                       "weight_lb": 4200},
          {"total_usd": 1184.60, "fuel_surcharge_usd": 216.30, "transit_days": 2, "guaranteed": False}),
      res("call_rq27b", "rate_quote", {"carrier": "Saia", "origin_zip": "30336", "dest_zip": "43228", "pallets": 6,
                                       "weight_lb": 4200},
          {"total_usd": 1096.25, "fuel_surcharge_usd": 198.75, "transit_days": 3, "guaranteed": False})],
     "For the 6 pallets (4,200 lb) from Atlanta to Columbus, Saia comes in cheaper at $1,096.25 all-in, including "
     "a $216.30 fuel surcharge, with 3-day transit. Estes is $1,184.60 but a day faster.",
     "Cross-call: Estes's fuel_surcharge_usd 216.30 told for Saia (Saia's is 198.75). True: 6 pallets and 4,200 lb "
     "echo the arguments; Saia 1,096.25, 3 days; Estes 1,184.60, 2 days (a day faster).",
     checks=[A("6 pallets", 1, "pallets", 6), A("4,200 lb", 1, "weight_lb", 4200), V("$1,096.25", 1, "total_usd"),
             V("3-day", 1, "transit_days", 3), V("$1,184.60", 0, "total_usd"), E(1, 3 - 2, "a day faster")],
     swaps=[S("$216.30 fuel surcharge", (1, "fuel_surcharge_usd"), (0, "fuel_surcharge_usd"), 216.30)],
     sub="cross_carrier")


# ============================================================================ English, faithful: paraphrase (10)
case("en", "paraphrase", "short",
     [res("call_ps31", "get_paystub", {"employee_id": "E-11408", "pay_date": "2027-03-31"},
          {"gross_pay": 3850.00, "federal_tax": 412.18, "state_tax": 167.40, "fica": 294.53, "retirement_401k": 231.00,
           "health_premium": 118.71, "net_pay": 2626.18})],
     "Your March 31 check was $3,850.00 before anything came out, and $2,626.18 actually landed in your account.",
     "gross_pay 3,850.00 = 'before anything came out'; net_pay 2,626.18 = 'actually landed'. "
     "3850 - 412.18 - 167.40 - 294.53 - 231 - 118.71 = 2626.18.",
     checks=[V("$3,850.00", 0, "gross_pay", 3850.0), V("$2,626.18", 0, "net_pay"),
             E(round(3850 - 412.18 - 167.40 - 294.53 - 231.00 - 118.71, 2), 2626.18)])

case("en", "paraphrase", "medium",
     [res("call_rf32", "get_reefer_status", {"container_no": "TGHU6620418"},
          {"commodity": "bananas", "setpoint_c": 13.3, "supply_air_c": 13.1, "return_air_c": 14.6, "humidity_pct": 88,
           "o2_pct": 4.8, "co2_pct": 5.9, "mode": "controlled_atmosphere", "alarms": []})],
     "The banana box is holding well: it's set to 13.3 °C and blowing 13.1 °C air, with 14.6 °C coming back off "
     "the cargo. Controlled atmosphere is on at 4.8% oxygen and 5.9% CO₂, and there are no alarms.",
     "setpoint 13.3 = 'set to', supply_air 13.1 = 'blowing', return_air 14.6 = 'coming back off the cargo'; "
     "O2 4.8%, CO2 5.9%, alarms [] = no alarms.",
     checks=[V("set to 13.3 °C", 0, "setpoint_c", 13.3), V("blowing 13.1 °C", 0, "supply_air_c", 13.1),
             V("14.6 °C coming back", 0, "return_air_c", 14.6), V("4.8% oxygen", 0, "o2_pct", 4.8),
             V("5.9% CO₂", 0, "co2_pct", 5.9), L("no alarms")])

case("en", "paraphrase", "long",
     [res("call_bb33", "get_box_score", {"game_pk": 746213},
          {"home": {"team": "Mariners", "runs": 5, "hits": 9, "errors": 0, "lob": 6},
           "away": {"team": "Astros", "runs": 3, "hits": 11, "errors": 2, "lob": 10}, "innings": 9,
           "wp": "Castillo (7-3)", "lp": "Valdez (5-6)", "sv": "Muñoz (18)", "attendance": 31466,
           "duration_min": 161})],
     "Final: Mariners 5, Astros 3\n\n"
     "| | R | H | E | LOB |\n|---|---|---|---|---|\n"
     "| Astros (visitors) | 3 | 11 | 2 | 10 |\n"
     "| Mariners (home) | 5 | 9 | 0 | 6 |\n\n"
     "Houston actually outhit Seattle 11 to 9 but left 10 on base, and two errors didn't help. Castillo got the "
     "win to go 7-3, Valdez fell to 5-6, and Muñoz picked up his 18th save. The game took 2 hours 41 minutes in "
     "front of 31,466.",
     "Home/away told correctly in a table and in words: runs 5/3, hits 9/11, errors 0/2, LOB 6/10; records from "
     "the wp/lp/sv strings; 161 min = 2 h 41 min; attendance 31,466.",
     checks=[V("| 3 | 11 | 2 | 10 |", 0, "away.lob", 10), V("| 3 | 11 |", 0, "away.hits", 11),
             V("| 5 | 9 | 0 | 6 |", 0, "home.lob", 6), V("| 5 | 9 |", 0, "home.hits", 9),
             V("11 to 9", 0, "away.hits", 11), V("two errors", 0, "away.errors", 2), L("7-3"), L("5-6"),
             L("18th save"), E(2 * 60 + 41, 161, "2 hours 41 minutes"), V("31,466", 0, "attendance", 31466)])

case("en", "paraphrase", "short",
     [res("call_lb34", "get_lab_result", {"patient_id": "P-40221", "test_code": "CREA"},
          {"test": "Creatinine", "value": 1.4, "unit": "mg/dL", "ref_low": 0.6, "ref_high": 1.2, "flag": "H",
           "egfr": 52})],
     "Creatinine is 1.4 mg/dL, a bit over the lab's normal ceiling of 1.2 (the floor is 0.6), and eGFR is "
     "estimated at 52.",
     "value 1.4; ref_high 1.2 = 'normal ceiling'; ref_low 0.6 = 'floor'; egfr 52.",
     checks=[V("1.4 mg/dL", 0, "value", 1.4), V("ceiling of 1.2", 0, "ref_high", 1.2),
             V("floor is 0.6", 0, "ref_low", 0.6), V("estimated at 52", 0, "egfr", 52)])

case("en", "paraphrase", "medium",
     [res("call_dc35", "get_dc_daily", {"site": "DC-MEM1", "date": "2027-08-19"},
          {"inbound": {"trailers": 17, "pallets": 488, "cartons": 12065},
           "outbound": {"trailers": 26, "pallets": 571, "cartons": 20312}, "yard_trailers_waiting": 5,
           "labor_hours": 1102.0})],
     "Memphis took in 17 trailers on the 19th, 488 pallets and 12,065 cartons, and sent out 26 trailers holding "
     "571 pallets and 20,312 cartons. Five more trailers are still sitting in the yard waiting for a door.",
     "inbound = 'took in' (17 / 488 / 12,065), outbound = 'sent out' (26 / 571 / 20,312); "
     "yard_trailers_waiting 5 = five.",
     checks=[V("17 trailers", 0, "inbound.trailers", 17), V("488 pallets", 0, "inbound.pallets", 488),
             V("12,065 cartons", 0, "inbound.cartons", 12065), V("26 trailers", 0, "outbound.trailers", 26),
             V("571 pallets", 0, "outbound.pallets", 571), V("20,312 cartons", 0, "outbound.cartons", 20312),
             V("Five more trailers", 0, "yard_trailers_waiting", 5)])

case("en", "paraphrase", "long",
     [res("call_rt36", "list_returns", {"warehouse": "NJ-2", "status": "received", "limit": 5},
          {"total": 4, "returns": [
              {"rma": "RMA-81204", "sku": "HD-BLK-M", "qty": 2, "reason": "size", "refund_usd": 58.00,
               "condition": "resellable"},
              {"rma": "RMA-81219", "sku": "BT-SPK-02", "qty": 1, "reason": "defective", "refund_usd": 129.99,
               "condition": "damaged"},
              {"rma": "RMA-81233", "sku": "YM-MAT-6", "qty": 1, "reason": "changed_mind", "refund_usd": 44.50,
               "condition": "resellable"},
              {"rma": "RMA-81240", "sku": "HD-GRY-L", "qty": 3, "reason": "size", "refund_usd": 87.00,
               "condition": "resellable"}]})],
     "Four returns are sitting in receiving at NJ-2:\n\n"
     "- RMA-81204: 2 × HD-BLK-M, wrong size, resellable, $58.00 refund\n"
     "- RMA-81219: 1 × BT-SPK-02, defective and damaged, $129.99 refund\n"
     "- RMA-81233: 1 × YM-MAT-6, changed mind, resellable, $44.50\n"
     "- RMA-81240: 3 × HD-GRY-L, wrong size, resellable, $87.00\n\n"
     "Three of the four can go straight back to stock (6 units); the speaker should go to the vendor RTV cage. "
     "Two hoodie returns for sizing in one batch might be worth flagging to merchandising.",
     "Each row told with its own qty, reason, condition and refund_usd; total 4 = four. Resellable units "
     "2 + 1 + 3 = 6. 'limit 5' is an argument and is not told.",
     checks=[V("2 × HD-BLK-M", 0, "returns[0].qty", 2), V("$58.00", 0, "returns[0].refund_usd", 58.0),
             V("1 × BT-SPK-02", 0, "returns[1].qty", 1), V("$129.99", 0, "returns[1].refund_usd"),
             V("1 × YM-MAT-6", 0, "returns[2].qty", 1), V("$44.50", 0, "returns[2].refund_usd"),
             V("3 × HD-GRY-L", 0, "returns[3].qty", 3), V("$87.00", 0, "returns[3].refund_usd", 87.0),
             V("Four returns", 0, "total", 4), E(6, 2 + 1 + 3, "(6 units)")])

case("en", "paraphrase", "long",
     [res("call_tx37", "get_transaction", {"file_no": "TX-2027-0581"},
          {"property": "1127 Alder St", "list_price": 449000, "contract_price": 462000, "appraised_value": 455000,
           "appraisal_gap": 7000, "buyer_gap_coverage": 7000, "loan_amount": 364000, "ltv": 0.8,
           "closing_date": "2027-05-28", "status": "clear_to_close"})],
     "1127 Alder St is clear to close for Friday, May 28. Recap:\n\n"
     "- Asked $449,000, went under contract at $462,000\n"
     "- Appraiser's number: $455,000, which left a $7,000 shortfall against the contract\n"
     "- Your buyer agreed to bring that $7,000 in cash\n"
     "- Loan is $364,000, 80% of the appraised value\n\n"
     "Nothing else is outstanding on the file.",
     "list_price 449,000 = 'asked', contract_price 462,000, appraised_value 455,000 = 'appraiser's number', "
     "appraisal_gap 7,000 = 'shortfall' (462000 - 455000), buyer_gap_coverage 7,000, loan 364,000 = 0.8 × 455,000; "
     "2027-05-28 is a Friday.",
     checks=[V("Asked $449,000", 0, "list_price", 449000), V("$462,000", 0, "contract_price", 462000),
             V("$455,000", 0, "appraised_value", 455000), V("$7,000 shortfall", 0, "appraisal_gap", 7000),
             E(7000, 462000 - 455000), V("bring that $7,000", 0, "buyer_gap_coverage", 7000),
             V("$364,000", 0, "loan_amount", 364000), V("80%", 0, "ltv", 80, 0.01), E(364000, 0.8 * 455000),
             WD("2027-05-28", "Friday", "Friday, May 28")])

case("en", "paraphrase", "short",
     [res("call_sp38", "get_spending_summary", {"month": "2027-09", "category": "dining"},
          {"this_month": 412.86, "last_month": 538.20, "budget": 450.00, "transactions": 19})],
     "You've spent $412.86 eating out in September over 19 transactions, down from $538.20 in August and still "
     "under your $450 budget.",
     "this_month 412.86 (September, the argument), last_month 538.20 = August, budget 450, 19 transactions.",
     checks=[V("$412.86", 0, "this_month"), V("$538.20", 0, "last_month", 538.2), V("$450", 0, "budget", 450),
             V("19 transactions", 0, "transactions", 19)])

case("en", "paraphrase", "medium",
     [res("call_lg39", "get_logger_report", {"logger_id": "TT4-50916", "shipment": "SHP-40771"},
          {"min_c": 2.3, "max_c": 9.1, "mean_c": 4.6, "time_above_8c_min": 47, "readings": 1440,
           "allowed_range_c": [2, 8], "excursion": True})],
     "The logger on SHP-40771 bottomed out at 2.3 °C and peaked at 9.1 °C, averaging 4.6 °C. It spent 47 minutes "
     "above the 8 °C limit, so this counts as an excursion and QA will need to review it before release.",
     "min_c 2.3 = 'bottomed out', max_c 9.1 = 'peaked', mean 4.6, 47 min above 8 °C (allowed_range_c top), "
     "excursion true.",
     checks=[V("bottomed out at 2.3 °C", 0, "min_c", 2.3), V("peaked at 9.1 °C", 0, "max_c", 9.1),
             V("4.6 °C", 0, "mean_c", 4.6), V("47 minutes", 0, "time_above_8c_min", 47),
             V("8 °C limit", 0, "allowed_range_c[1]", 8), L("excursion")])

case("en", "paraphrase", "long",
     [res("call_st40", "get_statement", {"account_last4": "6153", "period": "2027-Q2"},
          {"beginning_value": 98412.30, "deposits": 3000.00, "withdrawals": -1200.00, "dividends": 455.81,
           "fees": -22.75, "market_change": 4127.64, "ending_value": 104773.00})],
     "Q2 for the account ending 6153:\n\n"
     "| Line | Amount |\n|---|---|\n"
     "| Starting value (Apr 1) | $98,412.30 |\n"
     "| Money in | $3,000.00 |\n"
     "| Money out | −$1,200.00 |\n"
     "| Dividends | $455.81 |\n"
     "| Fees | −$22.75 |\n"
     "| Market gain | $4,127.64 |\n"
     "| Ending value (Jun 30) | $104,773.00 |\n\n"
     "Most of the $6,360.70 increase came from the market rather than from your own deposits.",
     "beginning_value = starting value, deposits = money in, withdrawals -1200 = money out, market_change = market "
     "gain, ending_value; 98412.30 + 3000 - 1200 + 455.81 - 22.75 + 4127.64 = 104773.00; "
     "104773.00 - 98412.30 = 6,360.70.",
     checks=[V("$98,412.30", 0, "beginning_value"), V("$3,000.00", 0, "deposits", 3000.0),
             V("−$1,200.00", 0, "withdrawals", -1200.0), V("$455.81", 0, "dividends"), V("−$22.75", 0, "fees", -22.75),
             V("$4,127.64", 0, "market_change"), V("$104,773.00", 0, "ending_value", 104773.0),
             E(round(98412.30 + 3000 - 1200 + 455.81 - 22.75 + 4127.64, 2), 104773.00),
             E(6360.70, round(104773.00 - 98412.30, 2), "$6,360.70")])


# ============================================================================ English, faithful: rounding (5)
case("en", "rounding", "short",
     [res("call_cp41", "get_sale_comps", {"zip": "98117", "radius_mi": 0.5},
          {"median_sale_price": 1187400, "median_list_price": 1149000, "median_dom": 9, "count": 14})],
     "The 14 comps within half a mile sold for a median of just under $1.19M against a median list of about "
     "$1.15M, so homes in 98117 are going over asking.",
     "median_sale_price 1,187,400 ≈ just under $1.19M (0.22%); median_list_price 1,149,000 ≈ $1.15M (0.09%); "
     "count 14; half a mile and 98117 echo the arguments.",
     checks=[V("14 comps", 0, "count", 14), RV("just under $1.19M", 0, "median_sale_price", 1.19, 1e6),
             RV("about $1.15M", 0, "median_list_price", 1.15, 1e6),
             A("half a mile", 0, "radius_mi", 0.5), A("98117", 0, "zip")])

case("en", "rounding", "medium",
     [res("call_mf42", "get_container_manifest", {"container": "CMAU7719032"},
          {"gross_weight_kg": 24716.4, "tare_kg": 3870, "net_weight_kg": 20846.4, "packages": 1134, "cbm": 58.62})],
     "CMAU7719032 weighs about 24.7 t gross, roughly 20.8 t of it cargo and 3.87 t the box itself. There are "
     "1,134 packages taking up around 58.6 m³.",
     "gross 24,716.4 kg ≈ 24.7 t (0.07%), net 20,846.4 kg ≈ 20.8 t (0.22%), tare 3,870 kg = 3.87 t, "
     "cbm 58.62 ≈ 58.6 (0.03%).",
     checks=[RV("24.7 t gross", 0, "gross_weight_kg", 24.7, 1000), RV("20.8 t", 0, "net_weight_kg", 20.8, 1000),
             V("3.87 t", 0, "tare_kg", 3.87, 1000), V("1,134 packages", 0, "packages", 1134),
             RV("58.6 m³", 0, "cbm", 58.6)])

case("en", "rounding", "medium",
     [res("call_lp43", "get_lipid_panel", {"patient_id": "P-40221", "fasting": True},
          {"total_chol_mg_dl": 213, "ldl_mg_dl": 138.4, "hdl_mg_dl": 46.2, "triglycerides_mg_dl": 142.0,
           "non_hdl_mg_dl": 166.8})],
     "LDL is about 138 and HDL about 46, with total cholesterol at 213 and triglycerides at 142. Non-HDL works "
     "out to roughly 167.",
     "ldl 138.4 ≈ 138 (0.29%), hdl 46.2 ≈ 46 (0.43%), non_hdl 166.8 ≈ 167 (0.12%); total 213, TG 142.",
     checks=[RV("LDL is about 138", 0, "ldl_mg_dl", 138), RV("HDL about 46", 0, "hdl_mg_dl", 46),
             V("213", 0, "total_chol_mg_dl", 213), V("142", 0, "triglycerides_mg_dl", 142),
             RV("roughly 167", 0, "non_hdl_mg_dl", 167)])

case("en", "rounding", "short",
     [res("call_ts44", "get_team_stats", {"team": "Sparks", "season": 2027},
          {"fg_pct": 0.4683, "three_pct": 0.3517, "ft_pct": 0.8124, "ppg": 84.62, "opp_ppg": 81.09})],
     "The Sparks are scoring about 84.6 a game and allowing about 81.1, on roughly 46.8% from the field and "
     "35.2% from three.",
     "ppg 84.62 ≈ 84.6, opp_ppg 81.09 ≈ 81.1, fg 0.4683 ≈ 46.8%, three 0.3517 ≈ 35.2%; all within 0.1%.",
     checks=[RV("about 84.6", 0, "ppg", 84.6), RV("about 81.1", 0, "opp_ppg", 81.1),
             RV("46.8%", 0, "fg_pct", 46.8, 0.01), RV("35.2%", 0, "three_pct", 35.2, 0.01)])

case("en", "rounding", "long",
     [res("call_an45", "get_annual_summary", {"household": "lee-family", "year": 2026},
          {"income_total": 128463.92, "spending_total": 97118.40, "net_saved": 31345.52,
           "by_category": {"housing": 30214.00, "food": 14872.55, "transport": 9930.18, "childcare": 16480.00,
                           "other": 25621.67},
           "largest_month": {"month": "2026-12", "spending": 11842.09}})],
     "Your 2026 in round numbers:\n\n"
     "- **Income:** about $128.5k\n"
     "- **Spending:** roughly $97.1k\n"
     "- **Saved:** about $31.3k, a savings rate of roughly 24.4%\n"
     "- **Biggest categories:** housing ~$30.2k, childcare ~$16.5k, food ~$14.9k, transport about $9.9k\n"
     "- **Priciest month:** December, at around $11.8k\n\n"
     "A common target is 20% or more, so you're ahead of that. If you want to push it further, food is the most "
     "flexible of the big categories.",
     "All within 0.5%: 128,463.92 ≈ 128.5k, 97,118.40 ≈ 97.1k, 31,345.52 ≈ 31.3k, 31345.52/128463.92 = 24.40%, "
     "30,214 ≈ 30.2k, 16,480 ≈ 16.5k, 14,872.55 ≈ 14.9k, 9,930.18 ≈ 9.9k, 11,842.09 ≈ 11.8k (December = 2026-12). "
     "20% is a rule of thumb.",
     checks=[RV("$128.5k", 0, "income_total", 128.5, 1000), RV("$97.1k", 0, "spending_total", 97.1, 1000),
             RV("$31.3k", 0, "net_saved", 31.3, 1000), R(24.4, 31345.52 / 128463.92 * 100, "24.4%"),
             RV("~$30.2k", 0, "by_category.housing", 30.2, 1000), RV("~$16.5k", 0, "by_category.childcare", 16.5, 1000),
             RV("~$14.9k", 0, "by_category.food", 14.9, 1000), RV("$9.9k", 0, "by_category.transport", 9.9, 1000),
             RV("$11.8k", 0, "largest_month.spending", 11.8, 1000),
             E(round(128463.92 - 97118.40, 2), 31345.52),
             E(round(30214.00 + 14872.55 + 9930.18 + 16480.00 + 25621.67, 2), 97118.40)])


# ============================================================================ English, faithful: derived (5)
case("en", "derived", "medium",
     [res("call_dv46", "get_dividend_summary", {"account_last4": "5830", "year": 2026},
          {"gross_dividends": 2846.10, "net_dividends": 2611.42, "qualified_share": 0.83, "payments": 12})],
     "In 2026 the account paid $2,846.10 in dividends before withholding and $2,611.42 after, so $234.68 was held "
     "back, about 8.25% of the gross. That came in over 12 payments, and 83% of it was qualified.",
     "gross 2,846.10 - net 2,611.42 = 234.68 withheld; 234.68 / 2846.10 = 8.246% ≈ 8.25%; 12 payments; "
     "qualified_share 0.83 = 83%.",
     checks=[V("$2,846.10", 0, "gross_dividends"), V("$2,611.42", 0, "net_dividends"),
             E(234.68, round(2846.10 - 2611.42, 2), "$234.68"), R(8.25, 234.68 / 2846.10 * 100, "8.25%"),
             V("12 payments", 0, "payments", 12), V("83%", 0, "qualified_share", 83, 0.01)])

case("en", "derived", "long",
     [res("call_sl47", "get_sold_listings", {"neighborhood": "Ballard", "month": "2027-04", "limit": 3},
          {"results": [{"address": "2214 NW 63rd St", "list_price": 899000, "sale_price": 951000, "dom": 5},
                       {"address": "6540 24th Ave NW", "list_price": 1150000, "sale_price": 1132000, "dom": 21},
                       {"address": "1708 NW 57th St #4", "list_price": 615000, "sale_price": 640000, "dom": 8}]})],
     "Three Ballard sales from April:\n\n"
     "| Address | List | Sold | vs. list |\n|---|---|---|---|\n"
     "| 2214 NW 63rd St | $899,000 | $951,000 | +$52,000 (105.8%) |\n"
     "| 6540 24th Ave NW | $1,150,000 | $1,132,000 | −$18,000 (98.4%) |\n"
     "| 1708 NW 57th St #4 | $615,000 | $640,000 | +$25,000 (104.1%) |\n\n"
     "The two that sold in 5 and 8 days both went over asking; the one that sat 21 days went under. If you're "
     "listing, pricing it right on day one matters more than leaving room to negotiate.",
     "Sale minus list and sale/list per row: 951000 - 899000 = 52,000, 105.78%; 1132000 - 1150000 = -18,000, "
     "98.43%; 640000 - 615000 = 25,000, 104.07%; days on market 5 / 8 / 21.",
     checks=[V("$899,000", 0, "results[0].list_price", 899000), V("$951,000", 0, "results[0].sale_price", 951000),
             V("$1,150,000", 0, "results[1].list_price", 1150000), V("$1,132,000", 0, "results[1].sale_price", 1132000),
             V("$615,000", 0, "results[2].list_price", 615000), V("$640,000", 0, "results[2].sale_price", 640000),
             E(52000, 951000 - 899000, "+$52,000"), E(-18000, 1132000 - 1150000, "−$18,000"),
             E(25000, 640000 - 615000, "+$25,000"), R(105.8, 951000 / 899000 * 100, "105.8%"),
             R(98.4, 1132000 / 1150000 * 100, "98.4%"), R(104.1, 640000 / 615000 * 100, "104.1%"),
             V("5 and 8 days", 0, "results[0].dom", 5), V("5 and 8 days", 0, "results[2].dom", 8),
             V("21 days", 0, "results[1].dom", 21)])

case("en", "derived", "medium",
     [res("call_sk48", "get_sku_movement", {"sku": "PLT-CHAIR-BLK", "week": "2027-W32"},
          {"received_units": 1440, "shipped_units": 1187, "opening_on_hand": 2310, "closing_on_hand": 2563,
           "damaged_units": 0})],
     "PLT-CHAIR-BLK took in 1,440 units and shipped 1,187 this week, so on-hand grew by 253, from 2,310 to 2,563. "
     "Outbound ran at about 82.4% of inbound, and nothing was written off as damaged.",
     "received 1,440 - shipped 1,187 = 253 = 2,563 - 2,310; 1187 / 1440 = 82.43% ≈ 82.4%; damaged 0 = nothing.",
     checks=[V("1,440 units", 0, "received_units", 1440), V("shipped 1,187", 0, "shipped_units", 1187),
             E(253, 1440 - 1187, "grew by 253"), E(253, 2563 - 2310), V("2,310", 0, "opening_on_hand", 2310),
             V("2,563", 0, "closing_on_hand", 2563), R(82.4, 1187 / 1440 * 100, "82.4%"), L("nothing was written off")])

case("en", "derived", "short",
     [res("call_ms49", "get_match_stats", {"match_id": "EPL-2027-0214"},
          {"home": {"team": "Brentford", "goals": 1, "xg": 2.41, "shots": 19},
           "away": {"team": "Fulham", "goals": 2, "xg": 0.87, "shots": 7}})],
     "Fulham won 2–1 at Brentford even though Brentford had 12 more shots (19 to 7) and 1.54 more xG, 2.41 to "
     "0.87.",
     "Home/away differences: shots 19 - 7 = 12, xG 2.41 - 0.87 = 1.54.",
     checks=[V("2–1", 0, "away.goals", 2), V("2–1", 0, "home.goals", 1), E(12, 19 - 7, "12 more shots"),
             V("19 to 7", 0, "home.shots", 19), V("19 to 7", 0, "away.shots", 7),
             E(1.54, round(2.41 - 0.87, 2), "1.54 more xG"), V("2.41", 0, "home.xg"), V("0.87", 0, "away.xg")])

case("en", "derived", "long",
     [res("call_kp50", "get_store_kpis", {"store": "kettle-and-co", "period": "2027-10", "compare": "previous_period"},
          {"this_period": {"orders": 1284, "revenue": 96310.40, "aov": 75.01, "refund_rate": 0.031,
                           "new_customers": 512},
           "last_period": {"orders": 1107, "revenue": 79914.33, "aov": 72.19, "refund_rate": 0.042,
                           "new_customers": 466}})],
     "October vs September for kettle-and-co:\n\n"
     "| Metric | Oct | Sep | Change |\n|---|---|---|---|\n"
     "| Orders | 1,284 | 1,107 | +177 (+16.0%) |\n"
     "| Revenue | $96,310.40 | $79,914.33 | +$16,396.07 (+20.5%) |\n"
     "| AOV | $75.01 | $72.19 | +$2.82 |\n"
     "| Refund rate | 3.1% | 4.2% | −1.1 pts |\n\n"
     "Revenue grew faster than orders because baskets got bigger, and refunds fell at the same time, so it was a "
     "clean month. New customers rose from 466 to 512 too.",
     "this_period = Oct (the argument), last_period = Sep. 1284 - 1107 = 177, 177/1107 = 15.99%; 96310.40 - "
     "79914.33 = 16,396.07, 20.52%; 75.01 - 72.19 = 2.82; 3.1% - 4.2% = -1.1 pts; new customers 466 → 512.",
     checks=[V("| 1,284", 0, "this_period.orders", 1284), V("| 1,107", 0, "last_period.orders", 1107),
             E(177, 1284 - 1107, "+177"), R(16.0, 177 / 1107 * 100, "+16.0%"),
             V("$96,310.40", 0, "this_period.revenue"), V("$79,914.33", 0, "last_period.revenue"),
             E(16396.07, round(96310.40 - 79914.33, 2), "+$16,396.07"), R(20.5, 16396.07 / 79914.33 * 100, "+20.5%"),
             V("$75.01", 0, "this_period.aov"), V("$72.19", 0, "last_period.aov"), E(2.82, round(75.01 - 72.19, 2), "+$2.82"),
             V("| 3.1%", 0, "this_period.refund_rate", 3.1, 0.01), V("| 4.2%", 0, "last_period.refund_rate", 4.2, 0.01),
             E(-1.1, round((0.031 - 0.042) * 100, 1), "−1.1 pts"), V("466", 0, "last_period.new_customers", 466),
             V("512", 0, "this_period.new_customers", 512)])


# ============================================================================ English, faithful: echo (5)
case("en", "echo", "short",
     [res("call_dl51", "get_delivery_status", {"order_id": "W-61408", "zip": "60614"},
          {"status": "out_for_delivery", "stops_away": 6, "window": {"start": "14:00", "end": "18:00"}})],
     "Order W-61408 is out for delivery to 60614: the driver is 6 stops away, inside a 2–6 pm window.",
     "W-61408 and 60614 echo the arguments; stops_away 6; window 14:00–18:00 = 2–6 pm.",
     checks=[A("W-61408", 0, "order_id"), A("60614", 0, "zip"), V("6 stops", 0, "stops_away", 6), L("2–6 pm")])

case("en", "echo", "short",
     [res("call_a1c52", "get_a1c_history", {"patient_id": "P-40221", "days": 180},
          {"results": [{"date": "2027-01-10", "a1c_pct": 7.4}, {"date": "2027-04-12", "a1c_pct": 6.9}], "count": 2})],
     "In the last 180 days there are two A1c results: 7.4% on January 10 and 6.9% on April 12, so it's trending "
     "the right way.",
     "180 days echoes the argument; count 2 = two; 7.4 (2027-01-10) and 6.9 (2027-04-12).",
     checks=[A("180 days", 0, "days", 180), V("two A1c", 0, "count", 2), V("7.4% on January 10", 0, "results[0].a1c_pct", 7.4),
             V("6.9% on April 12", 0, "results[1].a1c_pct", 6.9)])

case("en", "echo", "short",
     [res("call_tb53", "get_standings", {"league": "NWSL", "top_n": 3, "season": 2027},
          {"table": [{"rank": 1, "team": "Portland Thorns", "pts": 38, "gp": 19},
                     {"rank": 2, "team": "Kansas City Current", "pts": 36, "gp": 19},
                     {"rank": 3, "team": "Orlando Pride", "pts": 35, "gp": 18}]})],
     "Top 3 in the 2027 NWSL table: Portland 38 points, Kansas City 36, Orlando 35 with a game in hand.",
     "Top 3 and 2027 echo top_n and season; points 38 / 36 / 35; Orlando gp 18 vs 19 = a game in hand.",
     checks=[A("Top 3", 0, "top_n", 3), A("2027 NWSL", 0, "season", 2027), V("Portland 38", 0, "table[0].pts", 38),
             V("Kansas City 36", 0, "table[1].pts", 36), V("Orlando 35", 0, "table[2].pts", 35),
             E(1, 19 - 18, "a game in hand")])

case("en", "echo", "medium",
     [res("call_sr54", "search_listings", {"zip": "27609", "max_price": 500000, "min_beds": 3},
          {"count": 11, "median_price": 452500, "newest": {"address": "602 Quail Run", "price": 489000, "beds": 3}})],
     "There are 11 homes in 27609 with at least 3 beds under $500,000. The median asking price is $452,500, and "
     "the newest one on the market is 602 Quail Run at $489,000.",
     "27609, 3 beds and $500,000 echo the arguments; count 11, median 452,500, newest 489,000.",
     checks=[V("11 homes", 0, "count", 11), A("27609", 0, "zip"), A("at least 3 beds", 0, "min_beds", 3),
             A("under $500,000", 0, "max_price", 500000), V("$452,500", 0, "median_price", 452500),
             V("$489,000", 0, "newest.price", 489000)])

case("en", "echo", "short",
     [res("call_bh55", "get_bill_history", {"payee": "City Water", "months": 6},
          {"payee": "City Water", "average": 68.42, "max": 91.10, "min": 52.37, "autopay": True})],
     "Over the last 6 months your City Water bill averaged $68.42, with a low of $52.37 and a high of $91.10; it's "
     "on autopay.",
     "6 months echoes the argument; average 68.42, min 52.37 = low, max 91.10 = high.",
     checks=[A("6 months", 0, "months", 6), V("$68.42", 0, "average"), V("low of $52.37", 0, "min", 52.37),
             V("high of $91.10", 0, "max", 91.10), L("autopay")])


# ============================================================================ Chinese, distorted: field_swap (18)
case("zh", "field_swap", "short",
     [res("call_gz01", "get_payslip", {"emp_no": "SZ-0714", "month": "2027-05"},
          ok({"应发工资": 18500.00, "社保个人": 1683.50, "公积金个人": 1110.00, "个税": 771.65, "实发工资": 14934.85,
              "发放日": "2027-06-10"}))],
     "5月工资条：应发18500，个税扣了1683.5，公积金1110，实发14934.85，6月10号发。",
     "社保个人 1683.50 被说成个税（个税是 771.65）。其余属实：应发18500、公积金1110、实发14934.85 "
     "（18500 - 1683.5 - 1110 - 771.65 = 14934.85）。",
     checks=[V("应发18500", 0, "data.应发工资", 18500), V("公积金1110", 0, "data.公积金个人", 1110),
             V("实发14934.85", 0, "data.实发工资"), E(round(18500 - 1683.50 - 1110 - 771.65, 2), 14934.85)],
     swaps=[S("个税扣了1683.5", (0, "data.个税"), (0, "data.社保个人"), 1683.5)], sub="near_synonym")

case("zh", "field_swap", "medium",
     [res("call_sp02", "calc_deal_taxes", {"合同号": "SP-2027-0318", "房屋类型": "商铺"},
          ok({"成交价": 1260000, "契税": 37800, "增值税": 60000, "个税": 12600, "印花税": 630, "登记费": 550,
              "买方承担": ["契税", "印花税", "登记费"], "卖方承担": ["增值税", "个税"]}))],
     "这间商铺成交价126万。您作为买方要交契税6万、印花税630、登记费550；增值税和个税归卖方，卖方那边一共7.26万。",
     "增值税 60000 被说成契税（契税是 37800，126万的3%）。其余属实：126万、印花税630、登记费550、"
     "卖方合计 60000 + 12600 = 7.26万。",
     checks=[V("成交价126万", 0, "data.成交价", 126, 1e4), V("印花税630", 0, "data.印花税", 630),
             V("登记费550", 0, "data.登记费", 550), E(72600, 60000 + 12600, "7.26万"), E(37800, 0.03 * 1260000)],
     swaps=[S("契税6万", (0, "data.契税"), (0, "data.增值税"), 6, 1e4)], sub="near_synonym")

case("zh", "field_swap", "long",
     [res("call_cba03", "get_match_stats", {"match_id": "CBA-20271112-03"},
          ok({"状态": "已结束",
              "主队": {"球队": "广东", "得分": 108, "篮板": 46, "助攻": 27, "失误": 13, "三分命中率": 0.382},
              "客队": {"球队": "辽宁", "得分": 101, "篮板": 41, "助攻": 22, "失误": 17, "三分命中率": 0.306},
              "观众": 11820}))],
     "广东主场108比101拿下辽宁 🏀\n\n"
     "- 篮板：广东46个，辽宁41个\n"
     "- 助攻：27次对22次\n"
     "- 失误：广东13次，辽宁17次\n"
     "- 三分：辽宁命中率只有38.2%\n\n"
     "辽宁比广东多了4次失误、少抢了5个篮板，输7分不冤。现场来了一万一千八百多名球迷。",
     "主队三分命中率 0.382 被说成辽宁（客队）的（客队是 0.306）。其余属实：108比101、篮板46/41、助攻27/22、"
     "失误13/17；17-13=4，46-41=5，108-101=7；观众11820 = 一万一千八百多。",
     checks=[V("108比101", 0, "data.主队.得分", 108), V("108比101", 0, "data.客队.得分", 101),
             V("广东46个", 0, "data.主队.篮板", 46), V("辽宁41个", 0, "data.客队.篮板", 41),
             V("27次对22次", 0, "data.主队.助攻", 27), V("27次对22次", 0, "data.客队.助攻", 22),
             V("广东13次", 0, "data.主队.失误", 13), V("辽宁17次", 0, "data.客队.失误", 17),
             E(4, 17 - 13, "多了4次失误"), E(5, 46 - 41, "少抢了5个篮板"), E(7, 108 - 101, "输7分"),
             R(11800, 11820, "一万一千八百多")],
     swaps=[S("辽宁命中率只有38.2%", (0, "data.客队.三分命中率"), (0, "data.主队.三分命中率"), 38.2, 0.01)],
     sub="near_synonym")

case("zh", "field_swap", "medium",
     [res("call_cc04", "get_card_bill", {"卡号尾号": "6608", "账期": "2027-08"},
          ok({"本期应还": 6235.40, "上期账单金额": 4810.77, "本期最低还款": 623.54, "本期新增消费": 6102.18, "利息": 0,
              "还款日": "2027-09-05"}))],
     "8月账单出来了：本期新增消费6102.18，本期应还4810.77，最低还款623.54。9月5号（周日）之前还上就行，这期没有利息。",
     "上期账单金额 4810.77 被说成本期应还（本期应还是 6235.40）。其余属实：新增消费6102.18、最低还款623.54、"
     "还款日 2027-09-05 是周日、利息0。",
     checks=[V("本期新增消费6102.18", 0, "data.本期新增消费"), V("最低还款623.54", 0, "data.本期最低还款"),
             WD("2027-09-05", "Sunday", "9月5号（周日）"), V("没有利息", 0, "data.利息", 0)],
     swaps=[S("本期应还4810.77", (0, "data.本期应还"), (0, "data.上期账单金额"), 4810.77)], sub="near_synonym")

case("zh", "field_swap", "short",
     [res("call_lk05", "get_coldroom_status", {"库号": "冷冻3号"},
          ok({"设定温度": -22.0, "实时温度": -19.6, "湿度": 0.78, "今日开门次数": 31, "告警": "无"}))],
     "冷冻3号库现在是零下22度，湿度78%，今天开了31次门，没有告警。",
     "设定温度 -22 被说成现在的温度（实时温度是 -19.6）。其余属实：湿度0.78 = 78%、开门31次、无告警。",
     checks=[V("湿度78%", 0, "data.湿度", 78, 0.01), V("31次", 0, "data.今日开门次数", 31), L("没有告警")],
     swaps=[S("现在是零下22度", (0, "data.实时温度"), (0, "data.设定温度"), -22)], sub="near_synonym")

case("zh", "field_swap", "long",
     [res("call_wh06", "get_warehouse_daily", {"仓库": "嘉兴仓", "日期": "2027-06-18"},
          ok({"入库": {"单数": 46, "件数": 12830, "托数": 212}, "出库": {"单数": 1925, "件数": 21476, "托数": 158},
              "在库件数": 386420, "库容使用率": 0.873, "异常件": 14}))],
     "嘉兴仓6月18号（周五）日报 📦\n\n"
     "- 入库：46单，12830件\n"
     "- 出库：1925单，21476件，共212托\n"
     "- 在库：约38.6万件，库容用了87.3%\n"
     "- 异常件：14件\n\n"
     "618当天发出去的比收进来的多了8646件，建议明天上午先给入库腾两个月台。",
     "入库托数 212 被说成出库托数（出库托数是 158）。其余属实：46单/12830件、1925单/21476件、"
     "386420 ≈ 38.6万（0.1%）、87.3%、14件；21476 - 12830 = 8646；2027-06-18 是周五。",
     checks=[V("46单", 0, "data.入库.单数", 46), V("12830件", 0, "data.入库.件数", 12830),
             V("1925单", 0, "data.出库.单数", 1925), V("21476件", 0, "data.出库.件数", 21476),
             RV("约38.6万件", 0, "data.在库件数", 38.6, 1e4), V("87.3%", 0, "data.库容使用率", 87.3, 0.01),
             V("14件", 0, "data.异常件", 14), E(8646, 21476 - 12830, "8646件"),
             WD("2027-06-18", "Friday", "6月18号（周五）")],
     swaps=[S("共212托", (0, "data.出库.托数"), (0, "data.入库.托数"), 212)], sub="near_synonym")

case("zh", "field_swap", "medium",
     [res("call_lab07", "get_lab_report", {"报告号": "LAB-0927-118"},
          ok({"项目": "空腹血糖", "结果": 7.8, "单位": "mmol/L", "参考下限": 3.9, "参考上限": 6.1, "提示": "↑",
              "采样时间": "2027-09-27 07:40"}))],
     "空腹血糖7.8 mmol/L，标了偏高，参考范围的下限是6.1。建议过一两周复查一次，顺便查个糖化血红蛋白看看长期水平。",
     "参考上限 6.1 被说成下限（参考下限是 3.9）。其余属实：7.8 mmol/L、提示↑。一两周是建议。",
     checks=[V("空腹血糖7.8", 0, "data.结果", 7.8), L("偏高")],
     swaps=[S("下限是6.1", (0, "data.参考下限"), (0, "data.参考上限"), 6.1)], sub="near_synonym")

case("zh", "field_swap", "short",
     [res("call_od08", "get_order_detail", {"订单号": "3271150492887610"},
          ok({"商品": "空气炸锅 6L", "原价": 599.00, "活动价": 449.00, "优惠券": 60.00, "实付": 389.00, "运费": 0,
              "状态": "待发货"}))],
     "空气炸锅活动价599，再用60块券，实付389，目前还在等发货。",
     "原价 599 被说成活动价（活动价是 449）。其余属实：券60、实付389（449 - 60 = 389）、待发货。",
     checks=[V("60块券", 0, "data.优惠券", 60), V("实付389", 0, "data.实付", 389), E(449 - 60, 389), L("等发货")],
     swaps=[S("活动价599", (0, "data.活动价"), (0, "data.原价"), 599)], sub="near_synonym")

case("zh", "field_swap", "long",
     [res("call_wb09", "list_waybills", {"寄件人手机尾号": "3382", "状态": "全部"},
          ok({"total": 4, "list": [
              {"运单号": "SF1428837760213", "收件城市": "成都", "重量kg": 2.4, "运费": 23, "状态": "已签收"},
              {"运单号": "SF1428839912074", "收件城市": "西安", "重量kg": 0.8, "运费": 13, "状态": "运输中"},
              {"运单号": "SF1428842205516", "收件城市": "昆明", "重量kg": 5.6, "运费": 41, "状态": "运输中"},
              {"运单号": "SF1428845100398", "收件城市": "南宁", "重量kg": 1.2, "运费": 18, "状态": "待揽收"}]}))],
     "您名下一共4个件：\n\n"
     "- 成都（SF1428837760213）：2.4公斤，运费23元，已签收\n"
     "- 西安（SF1428839912074）：0.8公斤，运费18元，运输中\n"
     "- 昆明（SF1428842205516）：5.6公斤，运费41元，运输中\n"
     "- 南宁（SF1428845100398）：1.2公斤，还在等快递员上门揽收\n\n"
     "四个件运费一共95元。南宁那件要是今天下午还没人来取，可以在小程序里催一下。",
     "别的行：南宁那行的运费 18 被说成西安的（西安运费是 13）。其余属实：重量、成都23、昆明41、状态；"
     "合计按真实各行 23 + 13 + 41 + 18 = 95。",
     checks=[V("一共4个件", 0, "data.total", 4), V("2.4公斤", 0, "data.list[0].重量kg", 2.4),
             V("运费23元", 0, "data.list[0].运费", 23), V("0.8公斤", 0, "data.list[1].重量kg", 0.8),
             V("5.6公斤", 0, "data.list[2].重量kg", 5.6), V("运费41元", 0, "data.list[2].运费", 41),
             V("1.2公斤", 0, "data.list[3].重量kg", 1.2), E(95, 23 + 13 + 41 + 18, "一共95元")],
     swaps=[S("运费18元", (0, "data.list[1].运费"), (0, "data.list[3].运费"), 18)], sub="other_row")

case("zh", "field_swap", "long",
     [res("call_lab10", "get_lab_report", {"报告号": "LAB-0927-131", "类别": "肝功能"},
          ok({"items": [
              {"名称": "ALT", "结果": 68, "单位": "U/L", "参考": "9-50", "提示": "↑"},
              {"名称": "AST", "结果": 41, "单位": "U/L", "参考": "15-40", "提示": "↑"},
              {"名称": "总胆红素", "结果": 18.2, "单位": "μmol/L", "参考": "0-21", "提示": ""},
              {"名称": "白蛋白", "结果": 43.5, "单位": "g/L", "参考": "40-55", "提示": ""},
              {"名称": "GGT", "结果": 92, "单位": "U/L", "参考": "10-60", "提示": "↑"}]}))],
     "肝功能结果整理如下：\n\n"
     "| 项目 | 结果 | 提示 |\n|---|---|---|\n"
     "| ALT（谷丙） | 41 U/L | ↑ |\n"
     "| AST（谷草） | 68 U/L | ↑ |\n"
     "| 总胆红素 | 18.2 μmol/L | 正常 |\n"
     "| 白蛋白 | 43.5 g/L | 正常 |\n"
     "| GGT | 92 U/L | ↑ |\n\n"
     "仨指标偏高，GGT超出上限60不少。最近要是喝过酒或者在吃什么药，记得告诉医生，一般两到四周后复查。",
     "表格里的互换：ALT 68 与 AST 41 对调。其余属实：总胆红素18.2、白蛋白43.5、GGT 92（上限60），"
     "三项↑ = 仨。两到四周是建议。",
     checks=[V("18.2 μmol/L", 0, "data.items[2].结果", 18.2), V("43.5 g/L", 0, "data.items[3].结果", 43.5),
             V("| GGT | 92 U/L", 0, "data.items[4].结果", 92), L("仨指标偏高"), L("上限60")],
     swaps=[S("| ALT（谷丙） | 41 U/L", (0, "data.items[0].结果"), (0, "data.items[1].结果"), 41),
            S("| AST（谷草） | 68 U/L", (0, "data.items[1].结果"), (0, "data.items[0].结果"), 68)],
     sub="table_cell+crossed_pair")

case("zh", "field_swap", "medium",
     [res("call_rf11", "get_refund", {"售后单号": "AS20271019004"},
          ok({"订单金额": 268.00, "退款金额": 239.00, "优惠券返还": 29.00, "退回方式": "原路退回", "状态": "退款成功",
              "预计到账": "1-3个工作日"}))],
     "售后单已经退款成功了，退到您卡上的是268块，另外29块的优惠券也返还到账户里了，1到3个工作日到账。",
     "换了说法的标签：'退到您卡上的'是退款金额（239），说出来的却是订单金额 268。其余属实：券29、1-3个工作日、"
     "退款成功；239 + 29 = 268。",
     checks=[V("29块的优惠券", 0, "data.优惠券返还", 29), L("1到3个工作日"), L("退款成功"), E(239 + 29, 268)],
     swaps=[S("退到您卡上的是268块", (0, "data.退款金额"), (0, "data.订单金额"), 268)], sub="paraphrase_label")

case("zh", "field_swap", "short",
     [res("call_csl12", "get_match_stats", {"match_id": "CSL-2027-R21-04"},
          ok({"主队": "上海申花", "客队": "山东泰山", "比分": "2:2", "控球率": {"主队": 0.56, "客队": 0.44},
              "射门": {"主队": 14, "客队": 9}, "角球": {"主队": 7, "客队": 3}}))],
     "申花主场2比2战平泰山，泰山全场射门14次，控球只有44%。",
     "主队射门 14 被说成泰山（客队）的（客队射门是 9）。其余属实：2:2、客队控球0.44 = 44%。",
     checks=[L("2比2"), V("控球只有44%", 0, "data.控球率.客队", 44, 0.01)],
     swaps=[S("射门14次", (0, "data.射门.客队"), (0, "data.射门.主队"), 14)], sub="near_synonym")

case("zh", "field_swap", "long",
     [res("call_fd13", "get_fund_holdings", {"账户": "尾号0815"},
          ok({"持仓": [
              {"基金": "沪深300指数A", "市值": 52410.38, "持有收益": 3288.10, "收益率": 0.0669},
              {"基金": "中短债债券C", "市值": 80115.72, "持有收益": 1904.66, "收益率": 0.0244},
              {"基金": "纳斯达克100 QDII", "市值": 23760.00, "持有收益": -1180.44, "收益率": -0.0473}],
              "总市值": 156286.10}))],
     "尾号0815账户目前总市值约15.63万，三只基金：\n\n"
     "- 沪深300指数A：市值52410.38，赚了3288.10，收益率6.69%\n"
     "- 中短债债券C：市值80115.72，收益率2.44%\n"
     "- 纳斯达克100 QDII：市值23760，浮亏1904.66，收益率-4.73%\n\n"
     "三只加起来一共赚了4012.32元。债基占了一半多，整体波动不大；QDII这边短期浮亏，定投的话可以继续拿着。",
     "别的行：中短债那行的持有收益 1904.66 被说成 QDII 的浮亏（QDII 持有收益是 -1180.44）。其余属实：各行市值、"
     "3288.10、收益率6.69%/2.44%/-4.73%、156286.10 ≈ 15.63万；合计按真实值 3288.10 + 1904.66 - 1180.44 = 4012.32；"
     "债基 80115.72/156286.10 = 51.3% = 一半多。",
     checks=[RV("约15.63万", 0, "data.总市值", 15.63, 1e4), V("市值52410.38", 0, "data.持仓[0].市值"),
             V("赚了3288.10", 0, "data.持仓[0].持有收益", 3288.10), V("收益率6.69%", 0, "data.持仓[0].收益率", 6.69, 0.01),
             V("市值80115.72", 0, "data.持仓[1].市值"), V("收益率2.44%", 0, "data.持仓[1].收益率", 2.44, 0.01),
             V("市值23760", 0, "data.持仓[2].市值", 23760), V("收益率-4.73%", 0, "data.持仓[2].收益率", -4.73, 0.01),
             E(4012.32, round(3288.10 + 1904.66 - 1180.44, 2), "4012.32元"),
             E(156286.10, round(52410.38 + 80115.72 + 23760.00, 2)), E(True, 0.5 < 80115.72 / 156286.10 < 0.6, "一半多"),
             R(0.0669, 3288.10 / (52410.38 - 3288.10)), R(0.0244, 1904.66 / (80115.72 - 1904.66)),
             R(-0.0473, -1180.44 / (23760.00 + 1180.44))],
     swaps=[S("浮亏1904.66", (0, "data.持仓[2].持有收益"), (0, "data.持仓[1].持有收益"), 1904.66)], sub="other_row")

case("zh", "field_swap", "medium",
     [res("call_io14", "get_io_balance", {"床号": "12床", "日期": "2027-04-20"},
          ok({"入量ml": 2350, "出量ml": 1880, "尿量ml": 1520, "引流ml": 360, "平衡ml": 470}))],
     "12床4月20号：入量1880毫升，出量2350毫升，其中尿量1520、引流360，全天正平衡470毫升。",
     "互换的一对：入量 2350 与出量 1880 对调。其余属实：尿量1520、引流360（1520 + 360 = 1880 = 出量）、"
     "平衡470（2350 - 1880）。",
     checks=[V("尿量1520", 0, "data.尿量ml", 1520), V("引流360", 0, "data.引流ml", 360),
             V("正平衡470", 0, "data.平衡ml", 470), E(1520 + 360, 1880), E(2350 - 1880, 470)],
     swaps=[S("入量1880毫升", (0, "data.入量ml"), (0, "data.出量ml"), 1880),
            S("出量2350毫升", (0, "data.出量ml"), (0, "data.入量ml"), 2350)], sub="crossed_pair")

case("zh", "field_swap", "long",
     [res("call_ln15", "calc_purchase_plan", {"总价": 3200000, "首付比例": 0.3, "年限": 30},
          ok({"首付": 960000, "商贷": 1400000, "公积金贷": 840000, "商贷利率": 0.0345, "公积金利率": 0.0285,
              "月供合计": 9721.50, "还款方式": "等额本息", "契税": 32000, "增值税": 0, "说明": "满五唯一，免增值税"}))],
     "按总价320万、首付三成算下来：\n\n"
     "- 首付：96万\n"
     "- 公积金贷款：140万，利率2.85%\n"
     "- 商业贷款：84万，利率3.45%\n"
     "- 月供合计：9721.5元（30年等额本息）\n"
     "- 税费：契税3.2万（1%），满五唯一免增值税\n\n"
     "首付加契税，手上至少要准备99.2万现金，建议再留出半年月供当备用金。",
     "互换的一对：商贷 140万 与公积金贷 84万 对调（利率没换）。其余属实：320万/三成/30年是参数，首付96万，"
     "月供9721.5（按真实贷款额等额本息算出），契税3.2万 = 1%，96万 + 3.2万 = 99.2万。",
     checks=[A("总价320万", 0, "总价", 320, 1e4), A("首付三成", 0, "首付比例", 0.3), A("30年", 0, "年限", 30),
             V("首付：96万", 0, "data.首付", 96, 1e4), V("利率2.85%", 0, "data.公积金利率", 2.85, 0.01),
             V("利率3.45%", 0, "data.商贷利率", 3.45, 0.01), V("9721.5元", 0, "data.月供合计", 9721.5),
             V("契税3.2万", 0, "data.契税", 3.2, 1e4), E(0.01, 32000 / 3200000, "（1%）"),
             E(992000, 960000 + 32000, "99.2万"), E(3200000, 960000 + 1400000 + 840000),
             R(9721.50, (lambda P, i, n: P * i * (1 + i) ** n / ((1 + i) ** n - 1))(1400000, 0.0345 / 12, 360)
               + (lambda P, i, n: P * i * (1 + i) ** n / ((1 + i) ** n - 1))(840000, 0.0285 / 12, 360))],
     swaps=[S("公积金贷款：140万", (0, "data.公积金贷"), (0, "data.商贷"), 140, 1e4),
            S("商业贷款：84万", (0, "data.商贷"), (0, "data.公积金贷"), 84, 1e4)], sub="crossed_pair")

case("zh", "field_swap", "long",
     [res("call_dp16", "get_dispatch_list", {"日期": "2027-09-10", "线路": "杭州-合肥"},
          ok({"车次": [
              {"车牌": "浙A·3K921", "载重t": 18, "实装t": 16.4, "方数": 62, "预计到达": "14:20"},
              {"车牌": "浙A·5M088", "载重t": 12, "实装t": 11.1, "方数": 45, "预计到达": "15:05"},
              {"车牌": "浙A·7P316", "载重t": 18, "实装t": 13.8, "方数": 58, "预计到达": "16:40"}]}))],
     "9月10号杭州到合肥一共发了仨车：\n\n"
     "| 车牌 | 核载 | 实装 | 装载率 | 预计到达 |\n|---|---|---|---|---|\n"
     "| 浙A·3K921 | 18吨 | 16.4吨 | 91.1% | 14:20 |\n"
     "| 浙A·5M088 | 12吨 | 11.1吨 | 92.5% | 15:05 |\n"
     "| 浙A·7P316 | 18吨 | 18吨 | 76.7% | 16:40 |\n\n"
     "第三辆还有4.2吨的余量，下次合肥方向的零担可以优先往这车上拼。",
     "表格单元格：第三行'实装'格填的是同一行的载重 18（实装t 是 13.8）。其余属实：16.4/18 = 91.1%、"
     "11.1/12 = 92.5%、13.8/18 = 76.7%（按真实值）、18 - 13.8 = 4.2、到达时间。仨车 = 3。",
     checks=[V("| 18吨 | 16.4吨", 0, "data.车次[0].实装t", 16.4), V("| 12吨 | 11.1吨", 0, "data.车次[1].实装t", 11.1),
             V("| 浙A·5M088 | 12吨", 0, "data.车次[1].载重t", 12), V("| 浙A·3K921 | 18吨", 0, "data.车次[0].载重t", 18),
             R(91.1, 16.4 / 18 * 100, "91.1%"), R(92.5, 11.1 / 12 * 100, "92.5%"), R(76.7, 13.8 / 18 * 100, "76.7%"),
             E(4.2, round(18 - 13.8, 1), "4.2吨"), L("仨车"), L("14:20"), L("15:05"), L("16:40")],
     swaps=[S("| 浙A·7P316 | 18吨 | 18吨", (0, "data.车次[2].实装t"), (0, "data.车次[2].载重t"), 18)],
     sub="table_cell")

case("zh", "field_swap", "short",
     [res("call_ls17", "get_listing", {"房源编号": "BJ-HD-30417"},
          ok({"挂牌价万": 680, "建筑面积": 89.6, "套内面积": 71.3, "单价": 75893, "楼层": "12/18", "建成年代": 2004}))],
     "这套挂牌680万，使用面积89.6平，单价75893，2004年的房子，18层里的12层。",
     "换了说法的标签：'使用面积'指套内面积（71.3），说出来的却是建筑面积 89.6。其余属实：680万、单价75893"
     "（6800000/89.6）、2004年、12/18层。",
     checks=[V("挂牌680万", 0, "data.挂牌价万", 680), V("单价75893", 0, "data.单价", 75893),
             V("2004年", 0, "data.建成年代", 2004), R(75893, 6800000 / 89.6), L("18层里的12层")],
     swaps=[S("使用面积89.6平", (0, "data.套内面积"), (0, "data.建筑面积"), 89.6)], sub="paraphrase_label")

case("zh", "field_swap", "medium",
     [res("call_tr18", "get_temp_record", {"运单号": "LL20270612008"},
          ok({"最高温度": 7.9, "最低温度": 2.3, "平均温度": 4.2, "超温时长分钟": 0, "记录点数": 288,
              "要求范围": "2-8℃"}))],
     "这票冷链全程没有超温，288个记录点都正常。最高温度才2.3度，都在2到8度的要求范围内。",
     "最低温度 2.3 被说成最高温度（最高温度是 7.9）。其余属实：超温0分钟、288个记录点、要求范围2-8℃。",
     checks=[V("288个记录点", 0, "data.记录点数", 288), V("没有超温", 0, "data.超温时长分钟", 0), L("2到8度")],
     swaps=[S("最高温度才2.3度", (0, "data.最高温度"), (0, "data.最低温度"), 2.3)], sub="near_synonym")


# ============================================================================ Chinese, distorted: field_swap_cross (7)
case("zh", "field_swap_cross", "short",
     [res("call_sd21a", "get_shop_daily", {"店铺": "旗舰店", "日期": "2027-11-10"},
          ok({"支付金额": 86420.50, "订单数": 713, "退款金额": 3120.00, "访客": 21840})),
      res("call_sd21b", "get_shop_daily", {"店铺": "旗舰店", "日期": "2027-11-11"},
          ok({"支付金额": 412876.30, "订单数": 3388, "退款金额": 15644.80, "访客": 96315}))],
     "双11当天旗舰店支付金额41.29万，一共713单，退款1.56万左右。",
     "跨调用：前一天（11-10）的订单数 713 被说成双11当天的（11-11 订单数是 3388）。其余属实：412876.30 ≈ 41.29万、"
     "15644.80 ≈ 1.56万（0.29%）。",
     checks=[RV("41.29万", 1, "data.支付金额", 41.29, 1e4), RV("退款1.56万", 1, "data.退款金额", 1.56, 1e4)],
     swaps=[S("一共713单", (1, "data.订单数"), (0, "data.订单数"), 713)], sub="cross_day")

case("zh", "field_swap_cross", "medium",
     [res("call_kc22a", "get_sku_stock", {"sku": "NB-6620", "仓库": "广州仓"},
          ok({"可用": 1240, "锁定": 86, "在途": 500, "安全库存": 300})),
      res("call_kc22b", "get_sku_stock", {"sku": "NB-6620", "仓库": "武汉仓"},
          ok({"可用": 312, "锁定": 40, "在途": 0, "安全库存": 200}))],
     "NB-6620广州仓可用1240件，还有500件在路上。武汉仓可用312件，锁定了86件，没有在途，离200的安全库存线不远了。",
     "跨调用：广州仓的锁定 86 被说成武汉仓的（武汉仓锁定是 40）。其余属实：广州可用1240、在途500；武汉可用312、"
     "在途0、安全库存200。",
     checks=[V("可用1240件", 0, "data.可用", 1240), V("500件在路上", 0, "data.在途", 500),
             V("可用312件", 1, "data.可用", 312), V("没有在途", 1, "data.在途", 0), V("200的安全库存", 1, "data.安全库存", 200)],
     swaps=[S("锁定了86件", (1, "data.锁定"), (0, "data.锁定"), 86)], sub="cross_warehouse")

case("zh", "field_swap_cross", "long",
     [res("call_cb23a", "get_card_bill", {"银行": "招商银行", "卡号尾号": "2251", "账期": "2027-09"},
          ok({"本期应还": 7412.66, "最低还款": 741.27, "还款日": "2027-10-08", "可用额度": 22587.34, "积分": 2215})),
      res("call_cb23b", "get_card_bill", {"银行": "中信银行", "卡号尾号": "3317", "账期": "2027-09"},
          ok({"本期应还": 2890.12, "最低还款": 289.01, "还款日": "2027-10-15", "可用额度": 17109.88, "积分": 640}))],
     "两张卡9月账单都出了：\n\n"
     "- **招行（尾号2251）**：本期应还7412.66，10月8号（周五）到期\n"
     "- **中信（尾号3317）**：本期应还2890.12，最低还款741.27，10月15号（周五）到期\n\n"
     "两张加起来一万零三百出头（10302.78）。招行早一周到期，建议先全额还招行；中信要是手头紧可以先还最低，"
     "但剩下的会按日计息，不划算。",
     "跨调用：招行的最低还款 741.27 被说成中信的（中信最低还款是 289.01）。其余属实：7412.66、2890.12、"
     "还款日 2027-10-08 与 2027-10-15 都是周五、差7天 = 一周；7412.66 + 2890.12 = 10302.78。",
     checks=[V("本期应还7412.66", 0, "data.本期应还"), V("本期应还2890.12", 1, "data.本期应还"),
             WD("2027-10-08", "Friday", "10月8号（周五）"), WD("2027-10-15", "Friday", "10月15号（周五）"),
             E(10302.78, round(7412.66 + 2890.12, 2), "10302.78"), R(10300, 10302.78, "一万零三百出头"),
             E(7, (dt.date(2027, 10, 15) - dt.date(2027, 10, 8)).days, "早一周")],
     swaps=[S("最低还款741.27", (1, "data.最低还款"), (0, "data.最低还款"), 741.27)], sub="cross_card")

case("zh", "field_swap_cross", "medium",
     [res("call_pg24a", "get_player_game", {"球员": "陈浩宇", "日期": "2027-12-03"},
          ok({"对手": "北京", "结果": "胜 97:90", "得分": 26, "篮板": 5, "助攻": 7, "三分": "4/9", "上场分钟": 36})),
      res("call_pg24b", "get_player_game", {"球员": "陈浩宇", "日期": "2027-12-05"},
          ok({"对手": "浙江", "结果": "负 88:95", "得分": 14, "篮板": 8, "助攻": 3, "三分": "1/6", "上场分钟": 33}))],
     "陈浩宇周日打浙江拿了14分8个篮板，还有7次助攻，三分6投1中，球队88比95输了。前一场对北京他砍了26分，状态差别挺大。",
     "跨调用：对北京那场的助攻 7 被说成对浙江这场的（浙江这场助攻是 3）。其余属实：14分、8篮板、三分1/6、88比95、"
     "对北京26分；2027-12-05 是周日。",
     checks=[V("14分", 1, "data.得分", 14), V("8个篮板", 1, "data.篮板", 8), L("6投1中"), L("88比95"),
             V("砍了26分", 0, "data.得分", 26), WD("2027-12-05", "Sunday", "周日")],
     swaps=[S("还有7次助攻", (1, "data.助攻"), (0, "data.助攻"), 7)], sub="cross_game")

case("zh", "field_swap_cross", "short",
     [res("call_jg25a", "get_lab_history", {"项目": "肌酐", "日期": "2027-03-02"},
          ok({"结果": 98, "单位": "μmol/L", "参考": "57-111"})),
      res("call_jg25b", "get_lab_history", {"项目": "肌酐", "日期": "2027-03-16"},
          ok({"结果": 131, "单位": "μmol/L", "参考": "57-111", "提示": "↑"}))],
     "3月16号复查的肌酐是98 μmol/L，在57到111的参考范围里。",
     "跨调用：两周前（03-02）的结果 98 被说成 3月16号这次的（这次是 131，偏高）。参考范围57-111属实。",
     checks=[L("57到111"), A("3月16号", 1, "日期")],
     swaps=[S("肌酐是98", (1, "data.结果"), (0, "data.结果"), 98)], sub="cross_visit")

case("zh", "field_swap_cross", "long",
     [res("call_xq26a", "get_community_stats", {"小区": "翠湖苑", "月份": "2027-05"},
          ok({"成交均价": 48620, "挂牌均价": 52300, "本月成交套数": 9, "带看量": 146, "在售套数": 63})),
      res("call_xq26b", "get_community_stats", {"小区": "锦绣里", "月份": "2027-05"},
          ok({"成交均价": 41850, "挂牌均价": 44900, "本月成交套数": 14, "带看量": 203, "在售套数": 88}))],
     "5月两个小区对比：\n\n"
     "| | 翠湖苑 | 锦绣里 |\n|---|---|---|\n"
     "| 成交均价 | 48620元/平 | 41850元/平 |\n"
     "| 挂牌均价 | 52300元/平 | 44900元/平 |\n"
     "| 议价空间 | 7.04% | 6.79% |\n"
     "| 本月成交 | 9套 | 14套 |\n"
     "| 带看量 | 203组 | 146组 |\n"
     "| 在售 | 63套 | 88套 |\n\n"
     "锦绣里总价低、成交快，刚需更好出手；翠湖苑议价空间稍大一点，可以多砍砍价。",
     "跨调用的互换：两个小区的带看量（翠湖苑146、锦绣里203）在表里对调。其余属实：均价、成交套数、在售；"
     "议价空间 (52300-48620)/52300 = 7.04%，(44900-41850)/44900 = 6.79%。",
     checks=[V("48620元/平", 0, "data.成交均价", 48620), V("41850元/平", 1, "data.成交均价", 41850),
             V("52300元/平", 0, "data.挂牌均价", 52300), V("44900元/平", 1, "data.挂牌均价", 44900),
             V("| 9套", 0, "data.本月成交套数", 9), V("14套", 1, "data.本月成交套数", 14),
             V("63套", 0, "data.在售套数", 63), V("88套", 1, "data.在售套数", 88),
             R(7.04, (52300 - 48620) / 52300 * 100, "7.04%"), R(6.79, (44900 - 41850) / 44900 * 100, "6.79%")],
     swaps=[S("| 带看量 | 203组", (0, "data.带看量"), (1, "data.带看量"), 203),
            S("146组 |", (1, "data.带看量"), (0, "data.带看量"), 146)], sub="cross_community+crossed_pair")

case("zh", "field_swap_cross", "medium",
     [res("call_bj27a", "get_quote", {"快递": "顺丰", "重量kg": 12, "目的地": "乌鲁木齐"},
          ok({"运费": 186, "时效天": 3, "保价费": 10})),
      res("call_bj27b", "get_quote", {"快递": "中通", "重量kg": 12, "目的地": "乌鲁木齐"},
          ok({"运费": 96, "时效天": 6, "保价费": 5}))],
     "12公斤寄乌鲁木齐：顺丰186块，3天能到；中通96块，要6天左右，保价费10块。差价90块，不急的话中通划算。",
     "跨调用：顺丰的保价费 10 被说成中通的（中通保价费是 5）。其余属实：12公斤是参数，顺丰186/3天，中通96/6天，"
     "186 - 96 = 90。",
     checks=[A("12公斤", 0, "重量kg", 12), V("顺丰186块", 0, "data.运费", 186), V("3天", 0, "data.时效天", 3),
             V("中通96块", 1, "data.运费", 96), V("6天", 1, "data.时效天", 6), E(90, 186 - 96, "差价90块")],
     swaps=[S("保价费10块", (1, "data.保价费"), (0, "data.保价费"), 10)], sub="cross_carrier")


# ============================================================================ Chinese, faithful: paraphrase (10)
case("zh", "paraphrase", "short",
     [res("call_gz31", "get_payslip", {"emp_no": "SZ-1182", "month": "2027-07"},
          ok({"应发工资": 19200.00, "个税": 908.30, "社保个人": 1747.20, "公积金个人": 1178.08, "实发工资": 15366.42}))],
     "7月税前19200，扣完个税和五险一金，到手15366.42。",
     "应发工资 = 税前 19200，实发工资 = 到手 15366.42；19200 - 908.30 - 1747.20 - 1178.08 = 15366.42。",
     checks=[V("税前19200", 0, "data.应发工资", 19200), V("到手15366.42", 0, "data.实发工资"),
             E(round(19200 - 908.30 - 1747.20 - 1178.08, 2), 15366.42)])

case("zh", "paraphrase", "medium",
     [res("call_hs32", "get_annual_settlement", {"年度": 2026},
          ok({"综合所得收入": 264000, "专项附加扣除": 36000, "社保公积金扣除": 35280, "已预缴税额": 18360,
              "应纳税额": 16920, "应退税额": 1440, "状态": "待提交"}))],
     "2026年度汇算算出来了：全年综合所得26.4万，专项附加扣了3.6万，社保公积金扣了35280。平时已经预扣了18360，"
     "实际只该交16920，能退1440块。现在还没提交，确认没问题就可以提交了。",
     "已预缴税额 = 平时已经预扣 18360，应纳税额 = 实际只该交 16920，应退 1440（18360 - 16920）；26.4万、3.6万、"
     "35280；状态 待提交 = 还没提交。",
     checks=[V("26.4万", 0, "data.综合所得收入", 26.4, 1e4), V("3.6万", 0, "data.专项附加扣除", 3.6, 1e4),
             V("35280", 0, "data.社保公积金扣除", 35280), V("预扣了18360", 0, "data.已预缴税额", 18360),
             V("只该交16920", 0, "data.应纳税额", 16920), V("能退1440块", 0, "data.应退税额", 1440),
             E(18360 - 16920, 1440), L("还没提交")])

case("zh", "paraphrase", "long",
     [res("call_csl33", "get_match_stats", {"match_id": "CSL-2027-R24-06"},
          ok({"主队": {"名称": "成都蓉城", "进球": 3, "射门": 17, "射正": 8, "控球率": 0.58, "角球": 6, "黄牌": 2},
              "客队": {"名称": "北京国安", "进球": 1, "射门": 10, "射正": 3, "控球率": 0.42, "角球": 4, "黄牌": 3},
              "观众": 48612}))],
     "蓉城主场3比1赢了国安 ⚽\n\n"
     "| 数据 | 成都蓉城（主） | 北京国安（客） |\n|---|---|---|\n"
     "| 射门 | 17 | 10 |\n"
     "| 射正 | 8 | 3 |\n"
     "| 控球率 | 58% | 42% |\n"
     "| 角球 | 6 | 4 |\n"
     "| 黄牌 | 2 | 3 |\n\n"
     "主队几项数据全面占优，现场来了四万八千六百多人。国安客场吃了仨黄牌，下轮得留意停赛风险。",
     "主客队各项在表里逐格属实：射门17/10、射正8/3、控球0.58/0.42、角球6/4、黄牌2/3；观众48612 = 四万八千六百多；"
     "客队黄牌3 = 仨。",
     checks=[V("3比1", 0, "data.主队.进球", 3), V("3比1", 0, "data.客队.进球", 1),
             V("| 射门 | 17 | 10 |", 0, "data.主队.射门", 17), V("| 射门 | 17 | 10 |", 0, "data.客队.射门", 10),
             V("| 射正 | 8 | 3 |", 0, "data.主队.射正", 8), V("| 射正 | 8 | 3 |", 0, "data.客队.射正", 3),
             V("| 58% | 42% |", 0, "data.主队.控球率", 58, 0.01), V("| 58% | 42% |", 0, "data.客队.控球率", 42, 0.01),
             V("| 角球 | 6 | 4 |", 0, "data.主队.角球", 6), V("| 角球 | 6 | 4 |", 0, "data.客队.角球", 4),
             V("| 黄牌 | 2 | 3 |", 0, "data.主队.黄牌", 2), V("| 黄牌 | 2 | 3 |", 0, "data.客队.黄牌", 3),
             R(48600, 48612, "四万八千六百多"), L("仨黄牌")])

case("zh", "paraphrase", "short",
     [res("call_ns34", "get_lab_report", {"报告号": "LAB-1003-207"},
          ok({"项目": "尿酸", "结果": 486, "单位": "μmol/L", "参考下限": 208, "参考上限": 428, "提示": "↑"}))],
     "尿酸486，超过了参考上限428（下限是208），偏高。",
     "结果486，参考上限428，参考下限208，提示↑ = 偏高。",
     checks=[V("尿酸486", 0, "data.结果", 486), V("上限428", 0, "data.参考上限", 428),
             V("下限是208", 0, "data.参考下限", 208), L("偏高")])

case("zh", "paraphrase", "medium",
     [res("call_wh35", "get_warehouse_daily", {"仓库": "昆山仓", "日期": "2027-08-02"},
          ok({"入库": {"单数": 38, "件数": 9640, "托数": 176}, "出库": {"单数": 2310, "件数": 15082, "托数": 131},
              "在库件数": 254300, "异常件": 6}))],
     "昆山仓8月2号收了38单货，一共9640件、176托；发出去2310单，15082件、131托。另外有6个异常件。",
     "入库 = 收货（38单/9640件/176托），出库 = 发出去（2310单/15082件/131托），异常件6。",
     checks=[V("收了38单", 0, "data.入库.单数", 38), V("9640件", 0, "data.入库.件数", 9640),
             V("176托", 0, "data.入库.托数", 176), V("发出去2310单", 0, "data.出库.单数", 2310),
             V("15082件", 0, "data.出库.件数", 15082), V("131托", 0, "data.出库.托数", 131),
             V("6个异常件", 0, "data.异常件", 6)])

case("zh", "paraphrase", "long",
     [res("call_dd36", "list_orders", {"用户ID": "U-88017", "范围": "近30天"},
          ok({"total": 4, "list": [
              {"订单号": "E2027091200318", "商品": "羽绒服", "数量": 1, "实付": 699.00, "状态": "已签收"},
              {"订单号": "E2027091800541", "商品": "保温杯", "数量": 2, "实付": 118.00, "状态": "已签收"},
              {"订单号": "E2027092501126", "商品": "电动牙刷", "数量": 1, "实付": 249.00, "状态": "运输中"},
              {"订单号": "E2027100202207", "商品": "猫粮 10kg", "数量": 1, "实付": 326.50, "状态": "待发货"}]}))],
     "近30天一共4单：\n\n"
     "1. 羽绒服，实付699，已经签收\n"
     "2. 保温杯俩，实付118，已经签收\n"
     "3. 电动牙刷，实付249，还在路上\n"
     "4. 猫粮10kg，实付326.5，还没发货\n\n"
     "四单一共花了1392.5元。猫粮那单还没发，想改地址现在还来得及。",
     "逐行属实：699/118/249/326.5，保温杯数量2 = 俩，运输中 = 还在路上，待发货 = 还没发货；"
     "699 + 118 + 249 + 326.5 = 1392.5；近30天是参数。",
     checks=[V("一共4单", 0, "data.total", 4), V("实付699", 0, "data.list[0].实付", 699),
             V("实付118", 0, "data.list[1].实付", 118), V("保温杯俩", 0, "data.list[1].数量", 2),
             V("实付249", 0, "data.list[2].实付", 249), V("实付326.5", 0, "data.list[3].实付", 326.5),
             E(1392.5, 699 + 118 + 249 + 326.5, "1392.5元"), A("近30天", 0, "范围")])

case("zh", "paraphrase", "long",
     [res("call_xf37", "calc_new_home_fees", {"合同号": "XF-2027-04412"},
          ok({"总价": 2860000, "契税": 85800, "增值税": 0, "印花税": 0, "维修基金": 13860, "登记费": 80,
              "贷款": 2000000, "说明": "增值税由开发商缴纳"}))],
     "XF-2027-04412这套新房的税费明细：\n\n"
     "- 契税：85800元（总价286万的3%）\n"
     "- 增值税：0，新房这块由开发商交\n"
     "- 维修基金：13860元\n"
     "- 登记费：80元\n"
     "- 印花税：个人买住宅不用交\n\n"
     "贷款200万，所以首付是86万；在首付之外，这几项税费还要再准备99740元。",
     "契税 85800 = 286万 × 3%，增值税 0（开发商缴纳），维修基金13860，登记费80，印花税0；"
     "2860000 - 2000000 = 86万首付；85800 + 13860 + 80 = 99740。",
     checks=[V("契税：85800元", 0, "data.契税", 85800), V("总价286万", 0, "data.总价", 286, 1e4),
             E(85800, 0.03 * 2860000), V("增值税：0", 0, "data.增值税", 0), V("13860元", 0, "data.维修基金", 13860),
             V("登记费：80元", 0, "data.登记费", 80), V("贷款200万", 0, "data.贷款", 200, 1e4),
             E(860000, 2860000 - 2000000, "首付是86万"), E(99740, 85800 + 13860 + 80, "99740元")])

case("zh", "paraphrase", "short",
     [res("call_hb38", "get_credit_bill", {"产品": "花呗", "月份": "2027-10"},
          ok({"本月账单": 2318.60, "上月账单": 3025.45, "本月已还": 0, "还款日": "2027-10-10"}))],
     "花呗这个月要还2318.6，比上个月的3025.45少了七百来块，10号前还。",
     "本月账单 2318.60，上月账单 3025.45，差 706.85 = 七百来块；还款日 10号。",
     checks=[V("要还2318.6", 0, "data.本月账单", 2318.6), V("3025.45", 0, "data.上月账单"),
             E(706.85, round(3025.45 - 2318.60, 2)), L("七百来块"), L("10号前")])

case("zh", "paraphrase", "medium",
     [res("call_lc39", "get_coldroom_status", {"库号": "冷藏1号"},
          ok({"设定温度": 4.0, "实时温度": 5.3, "湿度": 0.86, "今日开门次数": 57, "告警": "温度偏高"}))],
     "冷藏1号设定的是4度，眼下实际5.3度，稍微偏高，系统也报了温度偏高。今天已经开了57次门，湿度86%，"
     "建议让装卸班组少开门、快进快出。",
     "设定温度 4.0 = 设定的，实时温度 5.3 = 眼下实际；告警 温度偏高；开门57次；湿度0.86 = 86%。",
     checks=[V("设定的是4度", 0, "data.设定温度", 4), V("实际5.3度", 0, "data.实时温度", 5.3),
             V("57次", 0, "data.今日开门次数", 57), V("湿度86%", 0, "data.湿度", 86, 0.01), L("温度偏高")])

case("zh", "paraphrase", "long",
     [res("call_xcg40", "get_lab_report", {"报告号": "LAB-1011-052", "类别": "血常规"},
          ok({"items": [
              {"名称": "白细胞", "结果": 3.2, "单位": "10^9/L", "下限": 3.5, "上限": 9.5},
              {"名称": "血红蛋白", "结果": 118, "单位": "g/L", "下限": 115, "上限": 150},
              {"名称": "血小板", "结果": 165, "单位": "10^9/L", "下限": 125, "上限": 350},
              {"名称": "中性粒细胞%", "结果": 48.6, "单位": "%", "下限": 40, "上限": 75}]}))],
     "血常规结果：\n\n"
     "| 项目 | 结果 | 参考范围 |\n|---|---|---|\n"
     "| 白细胞 | 3.2 | 3.5–9.5 |\n"
     "| 血红蛋白 | 118 g/L | 115–150 |\n"
     "| 血小板 | 165 | 125–350 |\n"
     "| 中性粒细胞 | 48.6% | 40–75% |\n\n"
     "只有白细胞略低于下限3.5，其他都在范围里，血红蛋白离下限也不远。一般建议一两周后复查一次。",
     "每行结果与下限/上限逐格属实：3.2 (3.5–9.5)、118 (115–150)、165 (125–350)、48.6 (40–75)。一两周是建议。",
     checks=[V("| 白细胞 | 3.2 |", 0, "data.items[0].结果", 3.2), V("3.5–9.5", 0, "data.items[0].下限", 3.5),
             V("3.5–9.5", 0, "data.items[0].上限", 9.5), V("118 g/L", 0, "data.items[1].结果", 118),
             V("115–150", 0, "data.items[1].下限", 115), V("115–150", 0, "data.items[1].上限", 150),
             V("| 165 |", 0, "data.items[2].结果", 165), V("125–350", 0, "data.items[2].下限", 125),
             V("125–350", 0, "data.items[2].上限", 350), V("48.6%", 0, "data.items[3].结果", 48.6),
             V("40–75%", 0, "data.items[3].下限", 40), V("40–75%", 0, "data.items[3].上限", 75),
             V("下限3.5", 0, "data.items[0].下限", 3.5)])


# ============================================================================ Chinese, faithful: rounding (5)
case("zh", "rounding", "short",
     [res("call_qy41", "get_district_stats", {"区": "滨湖区", "月份": "2027-03"},
          ok({"成交套数": 1286, "成交均价": 23418, "挂牌均价": 25102, "环比": 0.062}))],
     "滨湖区3月成交1286套，成交均价两万三千四左右，挂牌均价约2.51万。",
     "成交均价 23418 ≈ 两万三千四（0.08%），挂牌均价 25102 ≈ 2.51万（0.01%），1286套。",
     checks=[V("1286套", 0, "data.成交套数", 1286), RV("两万三千四左右", 0, "data.成交均价", 23400),
             RV("约2.51万", 0, "data.挂牌均价", 2.51, 1e4)])

case("zh", "rounding", "medium",
     [res("call_gd42", "get_container_manifest", {"柜号": "TGBU5528107"},
          ok({"毛重kg": 12436.5, "净重kg": 11208.0, "皮重kg": 1228.5, "件数": 486, "体积m3": 38.71}))],
     "TGBU5528107这柜毛重约12.4吨，净重11.2吨出头，包装大概1.23吨。一共486件，差不多38.7方。",
     "毛重 12436.5 ≈ 12.4吨（0.29%），净重 11208 = 11.2吨出头（0.07%），皮重 1228.5 ≈ 1.23吨（0.12%），"
     "体积 38.71 ≈ 38.7方。",
     checks=[RV("毛重约12.4吨", 0, "data.毛重kg", 12.4, 1000), RV("净重11.2吨出头", 0, "data.净重kg", 11.2, 1000),
             RV("1.23吨", 0, "data.皮重kg", 1.23, 1000), V("486件", 0, "data.件数", 486),
             RV("38.7方", 0, "data.体积m3", 38.7), E(True, 11208.0 > 11200, "出头")])

case("zh", "rounding", "medium",
     [res("call_sj43", "get_player_season", {"球员": "陈浩宇", "赛季": "2027-28"},
          ok({"出场": 18, "场均得分": 21.37, "场均篮板": 4.62, "场均助攻": 6.08, "命中率": 0.4614, "三分命中率": 0.3862}))],
     "陈浩宇这赛季打了18场，场均21.4分、4.6个篮板、6.1次助攻。投篮命中率46.1%，三分38.6%，效率挺稳的。",
     "21.37 ≈ 21.4，4.62 ≈ 4.6（0.43%），6.08 ≈ 6.1（0.33%），0.4614 ≈ 46.1%，0.3862 ≈ 38.6%；18场。",
     checks=[V("18场", 0, "data.出场", 18), RV("场均21.4分", 0, "data.场均得分", 21.4),
             RV("4.6个篮板", 0, "data.场均篮板", 4.6), RV("6.1次助攻", 0, "data.场均助攻", 6.1),
             RV("命中率46.1%", 0, "data.命中率", 46.1, 0.01), RV("三分38.6%", 0, "data.三分命中率", 38.6, 0.01)])

case("zh", "rounding", "short",
     [res("call_dp44", "get_shop_monthly", {"店铺": "家居旗舰店", "月份": "2027-09"},
          ok({"GMV": 99582.40, "订单数": 1322, "客单价": 75.33}))],
     "家居旗舰店9月GMV差不多十万，1322单，客单价75块出头。",
     "GMV 99582.40 ≈ 十万（0.42%），1322单，客单价 75.33 = 75块出头（99582.40/1322 = 75.33）。",
     checks=[RV("差不多十万", 0, "data.GMV", 100000), V("1322单", 0, "data.订单数", 1322),
             RV("75块出头", 0, "data.客单价", 75), R(75.33, 99582.40 / 1322)])

case("zh", "rounding", "long",
     [res("call_zb45", "get_annual_ledger", {"年份": 2026, "账本": "家庭"},
          ok({"收入": 312846.20, "支出": 198377.55, "结余": 114468.65,
              "分类支出": {"房贷": 86400.00, "餐饮": 31268.40, "交通": 12035.80, "教育": 24710.00, "其他": 43963.35}}))],
     "2026年家庭账本汇总：\n\n"
     "- 收入：约31.3万\n"
     "- 支出：约19.8万\n"
     "- 结余：11.4万出头，结余率36.6%左右\n"
     "- 最大头是房贷8.64万，占支出四成多\n"
     "- 餐饮3.13万，教育两万四千七，交通一万二左右\n\n"
     "整体存钱节奏不错，今年可以拿结余的一部分提前还点房贷本金，或者放进稳健一点的理财。",
     "都在0.5%以内：312846.20 ≈ 31.3万，198377.55 ≈ 19.8万，114468.65 = 11.4万出头，114468.65/312846.20 = 36.59%，"
     "房贷86400 = 8.64万、占 86400/198377.55 = 43.6% = 四成多，31268.40 ≈ 3.13万，24710 ≈ 两万四千七，"
     "12035.80 ≈ 一万二。",
     checks=[RV("约31.3万", 0, "data.收入", 31.3, 1e4), RV("约19.8万", 0, "data.支出", 19.8, 1e4),
             RV("11.4万出头", 0, "data.结余", 11.4, 1e4), R(36.6, 114468.65 / 312846.20 * 100, "36.6%"),
             V("房贷8.64万", 0, "data.分类支出.房贷", 8.64, 1e4), E(True, 0.4 < 86400 / 198377.55 < 0.5, "四成多"),
             RV("餐饮3.13万", 0, "data.分类支出.餐饮", 3.13, 1e4), RV("两万四千七", 0, "data.分类支出.教育", 24700),
             RV("一万二左右", 0, "data.分类支出.交通", 12000), E(round(312846.20 - 198377.55, 2), 114468.65),
             E(round(86400.00 + 31268.40 + 12035.80 + 24710.00 + 43963.35, 2), 198377.55)])


# ============================================================================ Chinese, faithful: derived (5)
case("zh", "derived", "medium",
     [res("call_cba46", "get_match_stats", {"match_id": "CBA-20271120-01"},
          ok({"主队": {"球队": "上海", "得分": 96, "篮板": 38, "助攻": 21, "失误": 15},
              "客队": {"球队": "新疆", "得分": 104, "篮板": 49, "助攻": 25, "失误": 10}, "观众": 9650}))],
     "新疆客场104比96赢了上海，净胜8分。篮板49比38，新疆多抢了11个；上海失误15次，比新疆多5次，输在内线和失误上。",
     "主客差值：104 - 96 = 8，49 - 38 = 11，15 - 10 = 5。",
     checks=[V("104比96", 0, "data.客队.得分", 104), V("104比96", 0, "data.主队.得分", 96),
             E(8, 104 - 96, "净胜8分"), V("49比38", 0, "data.客队.篮板", 49), V("49比38", 0, "data.主队.篮板", 38),
             E(11, 49 - 38, "多抢了11个"), V("失误15次", 0, "data.主队.失误", 15), E(5, 15 - 10, "多5次")])

case("zh", "derived", "long",
     [res("call_yb47", "get_shop_kpi", {"店铺": "母婴旗舰店", "月份": "2027-10", "对比": "上期"},
          ok({"本期": {"GMV": 386420.00, "订单数": 4915, "客单价": 78.62, "退款率": 0.036},
              "上期": {"GMV": 341875.50, "订单数": 4512, "客单价": 75.77, "退款率": 0.041}}))],
     "母婴旗舰店10月和9月对比：\n\n"
     "| 指标 | 本期 | 上期 | 环比 |\n|---|---|---|---|\n"
     "| GMV | 38.64万 | 34.19万 | +13.0% |\n"
     "| 订单数 | 4915 | 4512 | +8.9% |\n"
     "| 客单价 | 78.62 | 75.77 | +3.76% |\n"
     "| 退款率 | 3.6% | 4.1% | 降0.5个点 |\n\n"
     "GMV多了4.45万，量和价都在涨，退款率也降了，双11前这个势头可以保持。",
     "本期/上期逐格属实（386420 ≈ 38.64万，341875.50 ≈ 34.19万）；环比 386420/341875.5 - 1 = 13.03%，"
     "4915/4512 - 1 = 8.93%，78.62/75.77 - 1 = 3.76%，3.6% - 4.1% = -0.5个点；386420 - 341875.5 = 44544.5 ≈ 4.45万。",
     checks=[RV("38.64万", 0, "data.本期.GMV", 38.64, 1e4), RV("34.19万", 0, "data.上期.GMV", 34.19, 1e4),
             R(13.0, (386420.00 / 341875.50 - 1) * 100, "+13.0%"), V("| 4915", 0, "data.本期.订单数", 4915),
             V("| 4512", 0, "data.上期.订单数", 4512), R(8.9, (4915 / 4512 - 1) * 100, "+8.9%"),
             V("| 78.62", 0, "data.本期.客单价"), V("| 75.77", 0, "data.上期.客单价"),
             R(3.76, (78.62 / 75.77 - 1) * 100, "+3.76%"), V("| 3.6%", 0, "data.本期.退款率", 3.6, 0.01),
             V("| 4.1%", 0, "data.上期.退款率", 4.1, 0.01), E(-0.5, round((0.036 - 0.041) * 100, 1), "降0.5个点"),
             R(44500, 386420.00 - 341875.50, "4.45万"), R(78.62, 386420.00 / 4915), R(75.77, 341875.50 / 4512)])

case("zh", "derived", "medium",
     [res("call_gz48", "get_payslip", {"emp_no": "SZ-2046", "month": "2027-08"},
          ok({"应发工资": 23600.00, "个税": 1504.00, "社保个人": 2148.60, "公积金个人": 1652.00, "实发工资": 18295.40}))],
     "8月应发23600，实发18295.4，一共扣了5304.6。其中社保2148.6、公积金1652、个税1504，个税大概占应发的6.37%。",
     "23600 - 18295.4 = 5304.6 = 2148.6 + 1652 + 1504；1504/23600 = 6.373% ≈ 6.37%。",
     checks=[V("应发23600", 0, "data.应发工资", 23600), V("实发18295.4", 0, "data.实发工资", 18295.4),
             E(5304.6, round(23600 - 18295.40, 2), "5304.6"), E(5304.6, round(2148.60 + 1652 + 1504, 2)),
             V("社保2148.6", 0, "data.社保个人", 2148.6), V("公积金1652", 0, "data.公积金个人", 1652),
             V("个税1504", 0, "data.个税", 1504), R(6.37, 1504 / 23600 * 100, "6.37%")])

case("zh", "derived", "short",
     [res("call_kc49", "get_sku_movement", {"sku": "TW-0912", "周": "2027-W36"},
          ok({"入库": 2400, "出库": 1765, "期初": 830, "期末": 1465}))],
     "TW-0912这周入库2400、出库1765，净增635件，期末库存1465。",
     "2400 - 1765 = 635；830 + 635 = 1465。",
     checks=[V("入库2400", 0, "data.入库", 2400), V("出库1765", 0, "data.出库", 1765), E(635, 2400 - 1765, "净增635件"),
             V("期末库存1465", 0, "data.期末", 1465), E(830 + 635, 1465)])

case("zh", "derived", "long",
     [res("call_dk50a", "get_loan_approval", {"申请号": "DK-2027-118804"},
          ok({"房屋总价": 4150000, "贷款金额": 2490000, "利率": 0.0325, "期限月": 300, "月供": 12134.17,
              "还款方式": "等额本息", "状态": "已审批"})),
      res("call_dk50b", "calc_deal_taxes", {"房屋总价": 4150000, "满五唯一": False},
          ok({"契税": 62250, "增值税": 0, "个税": 41500, "说明": "满二免增值税；个税按合同约定由卖方承担"}))],
     "贷款批下来了 🎉\n\n"
     "- 总价415万，贷款249万，首付166万，正好四成\n"
     "- 利率3.25%，25年等额本息，月供12134.17\n"
     "- 契税62250，占总价的1.5%；增值税为0；个税41500按约定由卖方出\n\n"
     "首付加契税一共要准备172.225万，也就是172万出头。一般建议月供别超过家庭月收入的一半。",
     "4150000 - 2490000 = 166万首付 = 40%；300个月 = 25年；62250/4150000 = 1.5%；1660000 + 62250 = 172.225万；"
     "利率0.0325、月供12134.17、个税41500属实。'一半'是建议。",
     checks=[V("总价415万", 0, "data.房屋总价", 415, 1e4), V("贷款249万", 0, "data.贷款金额", 249, 1e4),
             E(1660000, 4150000 - 2490000, "首付166万"), E(0.4, 1660000 / 4150000, "四成"),
             V("利率3.25%", 0, "data.利率", 3.25, 0.01), E(25, 300 / 12, "25年"), V("月供12134.17", 0, "data.月供"),
             R(12134.17, (lambda P, i, n: P * i * (1 + i) ** n / ((1 + i) ** n - 1))(2490000, 0.0325 / 12, 300)),
             V("契税62250", 1, "data.契税", 62250), E(0.015, 62250 / 4150000, "1.5%"), V("增值税为0", 1, "data.增值税", 0),
             V("个税41500", 1, "data.个税", 41500), E(1722250, 1660000 + 62250, "172.225万"), L("172万出头")])


# ============================================================================ Chinese, faithful: echo (5)
case("zh", "echo", "short",
     [res("call_qs51", "track_order", {"订单号": "E2027100202207"},
          ok({"状态": "已签收", "签收时间": "2027-10-05 14:32", "签收人": "本人"}))],
     "订单E2027100202207已经签收了，10月5号下午2点32分本人签收的。",
     "订单号是参数；签收时间 2027-10-05 14:32 = 10月5号下午2点32分；本人签收。",
     checks=[A("E2027100202207", 0, "订单号"), L("10月5号下午2点32分"), L("本人签收")])

case("zh", "echo", "short",
     [res("call_th52", "get_lab_history", {"项目": "糖化血红蛋白", "最近次数": 3},
          ok({"list": [{"日期": "2027-01-08", "结果": 7.9}, {"日期": "2027-04-10", "结果": 7.2},
                       {"日期": "2027-07-12", "结果": 6.8}]}))],
     "最近3次糖化血红蛋白：1月7.9%，4月7.2%，7月6.8%，一次比一次好。",
     "最近3次是参数；7.9 / 7.2 / 6.8 按日期属实，逐次下降。",
     checks=[A("最近3次", 0, "最近次数", 3), V("1月7.9%", 0, "data.list[0].结果", 7.9),
             V("4月7.2%", 0, "data.list[1].结果", 7.2), V("7月6.8%", 0, "data.list[2].结果", 6.8)])

case("zh", "echo", "short",
     [res("call_yd53", "query_waybill", {"运单号": "YT7781203345961"},
          ok({"状态": "派送中", "当前网点": "杭州西湖区文三路", "派件员": "王师傅", "预计送达": "今天18:00前",
              "重量kg": 1.6}))],
     "YT7781203345961在派送中了，1.6公斤的件，王师傅正在送，今天18点前能到。",
     "运单号是参数；重量1.6、派送中、王师傅、今天18:00前属实。",
     checks=[A("YT7781203345961", 0, "运单号"), V("1.6公斤", 0, "data.重量kg", 1.6), L("18点前")])

case("zh", "echo", "medium",
     [res("call_fy54", "search_listings", {"区域": "余杭区", "总价上限万": 300, "户型": "三室", "面积下限": 90},
          ok({"总数": 27, "均价": 26840, "最低总价万": 228,
              "最新房源": {"小区": "良渚文化村", "总价万": 295, "面积": 103.5}}))],
     "余杭区300万以内、90平以上的三室一共有27套在售，均价26840元/平，最便宜的228万。最新挂出来的是良渚文化村一套"
     "103.5平的，报价295万。",
     "300万、90平、三室是参数；总数27、均价26840、最低228万、最新房源 103.5平 / 295万属实。",
     checks=[A("300万以内", 0, "总价上限万", 300), A("90平以上", 0, "面积下限", 90), V("27套", 0, "data.总数", 27),
             V("均价26840", 0, "data.均价", 26840), V("228万", 0, "data.最低总价万", 228),
             V("103.5平", 0, "data.最新房源.面积", 103.5), V("报价295万", 0, "data.最新房源.总价万", 295)])

case("zh", "echo", "short",
     [res("call_jf55", "get_standings", {"联赛": "CBA", "前N名": 4},
          ok({"list": [{"排名": 1, "球队": "广东", "胜": 15, "负": 3}, {"排名": 2, "球队": "辽宁", "胜": 14, "负": 4},
                       {"排名": 3, "球队": "新疆", "胜": 13, "负": 5}, {"排名": 4, "球队": "浙江", "胜": 12, "负": 6}]}))],
     "CBA积分榜前4：广东15胜3负，辽宁14胜4负，新疆13胜5负，浙江12胜6负。",
     "前4是参数；各队胜负属实。",
     checks=[A("前4", 0, "前N名", 4), V("广东15胜", 0, "data.list[0].胜", 15), V("15胜3负", 0, "data.list[0].负", 3),
             V("辽宁14胜", 0, "data.list[1].胜", 14), V("14胜4负", 0, "data.list[1].负", 4),
             V("新疆13胜", 0, "data.list[2].胜", 13), V("13胜5负", 0, "data.list[2].负", 5),
             V("浙江12胜", 0, "data.list[3].胜", 12), V("12胜6负", 0, "data.list[3].负", 6)])


# ============================================================================ checks
def get(obj, path):
    for tok in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        if tok.startswith("["):
            obj = obj[int(tok[1:-1])]
        else:
            obj = obj[tok]
    return obj


def numbers_in(obj):
    if isinstance(obj, bool) or obj is None:
        return []
    if isinstance(obj, (int, float)):
        return [float(obj)]
    if isinstance(obj, str):
        return [float(m) for m in re.findall(r"\d+(?:\.\d+)?", obj.replace(",", ""))]
    out = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += numbers_in(k) + numbers_in(v)
    elif isinstance(obj, list):
        for v in obj:
            out += numbers_in(v)
    return out


def forms(x):
    return [x, x / 100, x / 1000, x * 1e4, x / 1e4, x * 1e8, x / 1e8, x * 100]


def far(v, x, rel=0.01):
    """v is more than rel away from x and from x's scaled forms (compared with and without sign)."""
    for f in forms(x):
        for a, b in ((v, f), (abs(v), abs(f))):
            if b == 0:
                if a == 0:
                    return False
                continue
            if abs(a - b) <= rel * abs(b):
                return False
    return True


def close(a, b, tol):
    return abs(a - b) <= max(tol * abs(b), 1e-9 * max(1.0, abs(b)))


def run_checks(lang, cases, ids):
    log, types, lengths, subs = [], {}, {"short": 0, "medium": 0, "long": 0}, {}
    for i, c in enumerate(cases):
        tag = f"{ids[i]} {c['type']}"
        types[c["type"]] = types.get(c["type"], 0) + 1
        lengths[c["length"]] += 1
        nar, rs = c["narration"], c["results"]
        assert c["note"] and nar, tag
        for r in rs:
            assert r["call_id"] and r["tool"] and isinstance(r["arguments"], dict), tag
            if lang == "zh":
                assert r["output"]["code"] == 0 and r["output"]["msg"] == "ok", f"{tag}: zh results use the envelope"
        assert c["checks"], f"{tag}: no checks"
        for chk in c["checks"]:
            kind, lit = chk[0], chk[1]
            if lit is not None:
                assert lit in nar, f"{tag}: literal {lit!r} not in narration"
            if kind == "val":
                _, _, ci, path, told, scale, tol, src = chk
                value = get(rs[ci][src], path)
                if told is None:
                    continue
                assert isinstance(value, (int, float)) and not isinstance(value, bool), f"{tag}: {path} not a number"
                assert close(told * scale, value, tol), f"{tag}: {lit!r} tells {told}x{scale}, {path} is {value}"
            elif kind == "exact":
                _, _, stated, exact = chk
                if isinstance(stated, bool) or isinstance(exact, bool):
                    assert stated is exact, f"{tag}: {stated} vs {exact}"
                else:
                    assert close(stated, exact, 0.0), f"{tag}: {stated} != {exact}"
            elif kind == "round":
                _, _, stated, exact = chk
                assert abs(stated - exact) <= 0.005 * abs(exact), \
                    f"{tag}: rounding {stated} vs {exact} off by {abs(stated - exact) / abs(exact):.4%}"
            elif kind == "weekday":
                _, _, date, weekday = chk
                wd = dt.date.fromisoformat(date).strftime("%A")
                assert wd == weekday, f"{tag}: {date} is {wd}, not {weekday}"
        if c["type"] in KIND:
            assert c["sub"] in SWAP_SUBTYPES, tag
            subs[c["sub"]] = subs.get(c["sub"], 0) + 1
            assert c["swaps"] and len(c["swaps"]) in (1, 2), f"{tag}: needs one swap (or one crossed pair)"
            if len(c["swaps"]) == 2:
                a, b = c["swaps"]
                assert a["true"] == b["src"] and a["src"] == b["true"], f"{tag}: a crossed pair must exchange two fields"
                assert "crossed_pair" in c["sub"], tag
            for s in c["swaps"]:
                assert nar.count(s["lit"]) == 1, f"{tag}: swap literal {s['lit']!r} must occur once"
                (tci, tpath), (sci, spath) = s["true"], s["src"]
                told = s["told"] * s["scale"]
                src_v, true_v = get(rs[sci]["output"], spath), get(rs[tci]["output"], tpath)
                assert (tci, tpath) != (sci, spath), tag
                assert close(told, src_v, 0.0), f"{tag}: told {told} is not exactly {spath} = {src_v}"
                assert far(told, true_v), f"{tag}: swapped-in {told} within 1% of the true {tpath} = {true_v}"
                if c["type"] == "field_swap":
                    assert sci == tci, f"{tag}: field_swap must take the value from the same call"
                else:
                    assert sci != tci, f"{tag}: field_swap_cross must take the value from another call"
                    pool = numbers_in(rs[tci]["output"]) + numbers_in(rs[tci]["arguments"])
                    assert all(not close(abs(told), x, 0.005) for x in pool), \
                        f"{tag}: cross value {told} also occurs in the call it is told for"
                log.append(f"  {tag} [{c['sub']}]: {s['lit']!r} tells {spath} = {src_v} (call {rs[sci]['call_id']}) "
                           f"under the label of {tpath} = {true_v} (call {rs[tci]['call_id']})")
        else:
            assert c["swaps"] is None and c["sub"] is None, tag
    dist = {t: n for t, n in types.items() if t in KIND}
    faith = {t: n for t, n in types.items() if t not in KIND}
    assert dist == DISTORTED_COUNTS, (lang, dist)
    assert faith == FAITHFUL_COUNTS, (lang, faith)
    assert lengths == LENGTHS, (lang, lengths)
    return log, subs


def build():
    print(f"set {SET.upper()} build/verify")
    for lang in ("en", "zh"):
        cases = CASES[lang]
        order = list(range(len(cases)))
        random.Random(SEEDS[lang]).shuffle(order)
        pos = {idx: n for n, idx in enumerate(order, 1)}
        ids = [f"{SET}-{lang}-{pos[i]:03d}" for i in range(len(cases))]
        log, subs = run_checks(lang, cases, ids)
        n_checks = sum(len(c["checks"]) for c in cases)
        print(f"[{lang}] {len(cases)} cases: {sum(1 for c in cases if c['type'] not in KIND)} faithful, "
              f"{sum(1 for c in cases if c['type'] in KIND)} distorted; {n_checks} value/arithmetic/literal/weekday "
              f"checks passed; swap subtypes {dict(sorted(subs.items()))}")
        for line in sorted(log):
            print(line)
        for cls in ("short", "medium", "long"):
            ls = [len(c["narration"]) for c in cases if c["length"] == cls]
            print(f"  {cls}: {len(ls)} cases, {min(ls)}-{max(ls)} chars")
        print("  results per case: " + ", ".join(
            f"{k} call(s): {sum(1 for c in cases if len(c['results']) == k)}" for k in (1, 2, 3)))
        for typ in list(DISTORTED_COUNTS) + list(FAITHFUL_COUNTS):
            print(f"  {typ}: " + ", ".join(sorted(ids[i][-3:] for i, c in enumerate(cases) if c["type"] == typ)))
        path = os.path.join(HERE, f"{SET}_{lang}.jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for idx in order:
                c = cases[idx]
                faithful = c["type"] not in KIND
                line = {"id": f"{SET}-{lang}-{pos[idx]:03d}", "results": c["results"], "narration": c["narration"],
                        "label": {"faithful": faithful, "kinds": [] if faithful else [KIND[c["type"]]],
                                  "lang": lang, "type": c["type"], "note": c["note"]}}
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8") as fh:
            rows = [json.loads(x) for x in fh]
        assert [r["id"] for r in rows] == [f"{SET}-{lang}-{n:03d}" for n in range(1, 51)]
        assert sum(r["label"]["faithful"] for r in rows) == 25
        print(f"  wrote {os.path.basename(path)} ({len(rows)} lines, seed {SEEDS[lang]})")
    print("all checks passed")


if __name__ == "__main__":
    build()
