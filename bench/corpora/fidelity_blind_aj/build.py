"""Build set AJ (red team): field swaps in telecom, travel loyalty, school records, manufacturing QC, restaurants and
food delivery, cloud billing and SaaS, public transport, and weather / environmental monitoring.

Every case is written by hand below. The script checks the labels before it writes anything:
  * type counts (field_swap 18, field_swap_cross 7, paraphrase 10, rounding 5, derived 5, echo 5 per language) and
    17 / 17 / 16 short / medium / long answers;
  * every value a check names is read from its result / argument path and compared (exact, or within +-0.5% for a
    rounding), and every literal it names is in the narration;
  * the arithmetic behind every rounding and derived number, including the assistant's own arithmetic in the
    distorted answers (which always uses the true values), and the weekday of every date given a weekday;
  * every swap: the told value x its scale equals exactly the value at the source path; the source is in the same
    call as the label's field (field_swap) or in another call (field_swap_cross, where the value must also not occur,
    within 1% in any scaled form, among the numbers of the call it is told for); the value the label should have had
    differs by more than 1% from the swapped-in value, with and without sign and against its /100, /1000, x/÷10^4,
    x/÷10^8 and x100 forms; a crossed pair exchanges exactly two fields; the swap literal occurs once.
Then it shuffles with a fixed seed, numbers the ids and writes aj_en.jsonl / aj_zh.jsonl.
It does not import or run toolproof.
"""
import datetime as dt
import json
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "aj"
SEEDS = {"en": 20271207, "zh": 20271208}

KIND = {"field_swap": "field_swap", "field_swap_cross": "field_swap"}
DISTORTED_COUNTS = {"field_swap": 18, "field_swap_cross": 7}
FAITHFUL_COUNTS = {"paraphrase": 10, "rounding": 5, "derived": 5, "echo": 5}
LENGTHS = {"short": 17, "medium": 17, "long": 16}
SHAPES = {"near-synonym", "row", "crossed", "table", "paraphrase-label", "nested", "cross-call"}


# ---------------------------------------------------------------------------------------------------- helpers
def res(call_id, tool, arguments, output, http_status=None):
    r = {"call_id": call_id, "tool": tool, "arguments": arguments, "output": output}
    if http_status is not None:
        r["http_status"] = http_status
    return r


def ok(data, msg="ok"):
    return {"code": 0, "msg": msg, "data": data}


def V(lit, told, path, scale=1, rnd=False):
    """The narration tells `told` (x scale) for the value at `path` ("0.a.b.2.c" output, "0:a" arguments)."""
    return ("value", lit, told, (path, scale, rnd))


def E(lit, told, exact):
    """Own arithmetic: told equals exact (a number, or a function of the path getter g)."""
    return ("exact", lit, told, exact)


def R(lit, told, exact):
    """Rounding: told within +-0.5% of exact (a number, or a function of g)."""
    return ("round", lit, told, exact)


def WD(lit, date, weekday):
    return ("weekday", lit, date, weekday)


def L(lit):
    return ("lit", lit, None, None)


def SW(lit, told, src, label, scale=1, shape="near-synonym"):
    """A swap: the narration tells `told` (x scale == value at src) under the label of the field at `label`."""
    return dict(lit=lit, told=told, src=src, label=label, scale=scale, shape=shape)


CASES = {"en": [], "zh": []}


def case(lang, typ, length, results, narration, note, checks=(), swap=None):
    if swap is not None and not isinstance(swap, list):
        swap = [swap]
    CASES[lang].append(dict(lang=lang, type=typ, length=length, results=results, narration=narration, note=note,
                            checks=list(checks), swap=swap))


# ============================================================================================ English, field_swap
case("en", "field_swap", "short",
     [res("call_tm01", "get_line_usage", {"line": "4471", "cycle": "current"},
          {"line_id": "L-4471", "plan": "Unlimited Plus", "cycle_start": "2027-03-09", "cycle_end": "2027-04-08",
           "data_used_gb": 41.7, "premium_data_cap_gb": 50, "hotspot_used_gb": 12.3, "hotspot_cap_gb": 15,
           "days_left": 9, "throttled": False})],
     "With 9 days left in the cycle you've used 12.3 GB of your 50 GB premium data, so there's plenty of room "
     "before any slowdown 👍",
     "hotspot_used_gb 12.3 told as the premium data used (data_used_gb 41.7): near-synonym field swap. True: 9 days "
     "left, 50 GB cap.",
     checks=[V("9 days", 9, "0.days_left"), V("50 GB", 50, "0.premium_data_cap_gb")],
     swap=SW("used 12.3 GB", 12.3, "0.hotspot_used_gb", "0.data_used_gb"))

case("en", "field_swap", "long",
     [res("call_tm02", "get_statement", {"account": "ACCT-7730", "statement": "2027-05"},
          {"statement_date": "2027-05-14", "due_date": "2027-06-04",
           "lines": [{"number": "(617) ***-2210", "plan_usd": 45.00, "device_installment_usd": 27.08,
                      "intl_usd": 6.40},
                     {"number": "(617) ***-8812", "plan_usd": 35.00, "device_installment_usd": 0, "intl_usd": 0}],
           "account_charges": {"regulatory_recovery_usd": 3.98, "admin_fee_usd": 2.50},
           "taxes_usd": 9.71, "autopay_discount_usd": -10.00, "total_due_usd": 119.67})],
     "Here's the May statement 📱\n\n"
     "| Line | Plan | Device | International | Line total |\n|---|---|---|---|---|\n"
     "| ···2210 | $45.00 | $27.08 | $6.40 | $78.48 |\n| ···8812 | $35.00 | — | — | $35.00 |\n\n"
     "On top of the $113.48 in line charges:\n"
     "- Regulatory recovery fee: $2.50\n- Admin fee: $3.98\n- Taxes: $9.71\n- Autopay discount: −$10.00\n\n"
     "**Total due: $119.67 by Friday, June 4.** The $6.40 international charge on ···2210 is the only extra; if "
     "those calls were to Canada, a $5/month North America add-on would come out cheaper.",
     "Crossed pair: regulatory_recovery_usd 3.98 and admin_fee_usd 2.50 exchanged (one distortion). True: line totals "
     "45+27.08+6.40 = 78.48 and 35.00, lines 113.48; 113.48+3.98+2.50+9.71-10 = 119.67; 2027-06-04 is a Friday. "
     "$5/month is advice.",
     checks=[E("$78.48", 78.48, lambda g: g("0.lines.0.plan_usd") + g("0.lines.0.device_installment_usd")
               + g("0.lines.0.intl_usd")),
             E("$113.48", 113.48, lambda g: 45.00 + 27.08 + 6.40 + g("0.lines.1.plan_usd")),
             E("$119.67", 119.67, lambda g: 113.48 + 3.98 + 2.50 + g("0.taxes_usd") + g("0.autopay_discount_usd")),
             V("Taxes: $9.71", 9.71, "0.taxes_usd"), V("−$10.00", -10.00, "0.autopay_discount_usd"),
             V("$119.67", 119.67, "0.total_due_usd"), WD("Friday, June 4", "2027-06-04", "Friday")],
     swap=[SW("Regulatory recovery fee: $2.50", 2.50, "0.account_charges.admin_fee_usd",
              "0.account_charges.regulatory_recovery_usd", shape="crossed"),
           SW("Admin fee: $3.98", 3.98, "0.account_charges.regulatory_recovery_usd",
              "0.account_charges.admin_fee_usd", shape="crossed")])

case("en", "field_swap", "medium",
     [res("call_al03", "get_loyalty_account", {"program": "SkyWays", "member": "SW40118772"},
          {"member": "SW40118772", "tier": "Gold", "redeemable_miles": 86420,
           "qualifying": {"miles": 38250, "segments": 27, "dollars": 6140},
           "next_tier": {"name": "Platinum", "miles_needed": 75000, "dollars_needed": 9000}, "expiring_miles": 0})],
     "You're Gold, with 27 qualifying segments and 86,420 qualifying miles this year against the 75,000 that Platinum asks "
     "for. The dollar side is where you're short: $6,140 of the $9,000 needed, so another $2,860 of spend gets you "
     "there.",
     "redeemable_miles 86,420 told as qualifying miles (qualifying.miles 38,250): near-synonym swap. True: Gold, 27 "
     "segments, 75,000, $6,140 of $9,000; 9000-6140 = 2,860.",
     checks=[V("27 qualifying segments", 27, "0.qualifying.segments"), V("75,000", 75000, "0.next_tier.miles_needed"),
             V("$6,140", 6140, "0.qualifying.dollars"), V("$9,000", 9000, "0.next_tier.dollars_needed"),
             E("$2,860", 2860, lambda g: g("0.next_tier.dollars_needed") - g("0.qualifying.dollars"))],
     swap=SW("86,420 qualifying miles", 86420, "0.redeemable_miles", "0.qualifying.miles"))

case("en", "field_swap", "long",
     [res("call_ht04", "get_member_summary", {"program": "Halden Rewards", "member_id": "HR-55201"},
          {"member": "Priya N.", "tier": {"current": "Platinum", "valid_through": "2028-02-29"},
           "points": {"balance": 184300, "pending": 6200, "expiring": {"amount": 12000, "on": "2027-09-30"}},
           "nights": {"ytd_elite": 38, "rollover": 8, "to_next_tier": 12, "next_tier_name": "Diamond"},
           "stays_ytd": 14,
           "free_night_certs": [{"cap_points": 40000, "expires": "2027-08-15"},
                                {"cap_points": 50000, "expires": "2027-12-31"}]})],
     "Here's where your Halden Rewards account stands 🏨\n\n"
     "- **Tier:** Platinum, good through Feb 29, 2028\n"
     "- **Points:** 184,300 available, plus 12,000 pending from recent stays\n"
     "- **Heads-up:** part of your balance expires Sept 30 unless you earn or redeem something before then\n"
     "- **Elite nights:** 38 this year across 14 stays, with 8 rollover nights on file\n"
     "- **Next tier:** 12 more nights gets you to Diamond at 50\n"
     "- **Free nights:** two certificates, a 40k-cap one expiring Aug 15 and a 50k-cap one expiring Dec 31\n\n"
     "If you've got a trip before mid-August, use the 40k certificate first since it runs out sooner.",
     "points.expiring.amount 12,000 (nested sub-object) told as pending points (points.pending 6,200): nested swap. "
     "True: 184,300, 38 nights, 14 stays, 8 rollover, 12 to Diamond, 38+12 = 50, 40k / 50k certificates and dates.",
     checks=[V("184,300 available", 184300, "0.points.balance"), V("38 this year", 38, "0.nights.ytd_elite"),
             V("14 stays", 14, "0.stays_ytd"), V("8 rollover", 8, "0.nights.rollover"),
             V("12 more nights", 12, "0.nights.to_next_tier"),
             E("Diamond at 50", 50, lambda g: g("0.nights.ytd_elite") + g("0.nights.to_next_tier")),
             V("40k-cap", 40, "0.free_night_certs.0.cap_points", scale=1000),
             V("50k-cap", 50, "0.free_night_certs.1.cap_points", scale=1000), L("Sept 30"), L("Feb 29, 2028")],
     swap=SW("12,000 pending", 12000, "0.points.expiring.amount", "0.points.pending", shape="nested"))

case("en", "field_swap", "short",
     [res("call_sc05", "get_transcript_summary", {"student_id": "S-20931"},
          {"student": "Maya Okonkwo", "term": "Fall 2027", "term_gpa": 3.42, "cumulative_gpa": 3.71,
           "credits_term": 15, "credits_total": 74, "deans_list": False})],
     "Maya wrapped up Fall 2027 with a 3.71 term GPA on 15 credits, bringing her to 74 credits overall.",
     "cumulative_gpa 3.71 told as the term GPA (term_gpa 3.42): near-synonym swap. True: 15 credits, 74 total.",
     checks=[V("15 credits", 15, "0.credits_term"), V("74 credits", 74, "0.credits_total")],
     swap=SW("3.71 term GPA", 3.71, "0.cumulative_gpa", "0.term_gpa"))

case("en", "field_swap", "medium",
     [res("call_sc06", "get_degree_audit", {"student": "Jonah Reyes", "program": "BS Mechanical Engineering"},
          {"credits": {"required": 128, "earned": 97, "in_progress": 16, "remaining": 15},
           "gpa": {"major": 3.18, "overall": 3.36}, "holds": [], "expected_grad": "2028-05"})],
     "Jonah has 97 of the 128 credits done and 16 in progress this term, which leaves 15 after this semester. His "
     "overall GPA is 3.18 and his major GPA is 3.36, and there are no holds on the account, so he's on track for May "
     "2028.",
     "Crossed pair: gpa.overall 3.36 and gpa.major 3.18 exchanged (one distortion). True: 97, 128, 16, "
     "128-97-16 = 15, no holds, 2028-05.",
     checks=[V("97 of", 97, "0.credits.earned"), V("128 credits", 128, "0.credits.required"),
             V("16 in progress", 16, "0.credits.in_progress"), V("leaves 15", 15, "0.credits.remaining"),
             E("leaves 15", 15, lambda g: g("0.credits.required") - g("0.credits.earned") - g("0.credits.in_progress"))],
     swap=[SW("overall GPA is 3.18", 3.18, "0.gpa.major", "0.gpa.overall", shape="crossed"),
           SW("major GPA is 3.36", 3.36, "0.gpa.overall", "0.gpa.major", shape="crossed")])

case("en", "field_swap", "long",
     [res("call_qc07", "get_line_quality", {"plant": "Plant 3", "week": "2027-W18"},
          {"plant": "Plant 3", "week": "2027-W18", "target_ppm": 1500, "lines": [
              {"line": "L1", "units": 18420, "defects": 37, "ppm": 2009, "top_defect": "short shot"},
              {"line": "L2", "units": 22105, "defects": 12, "ppm": 543, "top_defect": "flash"},
              {"line": "L3", "units": 9760, "defects": 58, "ppm": 5943, "top_defect": "sink mark"}]})],
     "Week 18 quality for Plant 3 🏭\n\n"
     "- **L1:** 18,420 units, 37 defects, over target, mostly short shots\n"
     "- **L2:** 22,105 units and only 12 defects, 543 ppm (flash)\n"
     "- **L3:** 9,760 units, 58 defects, 2,009 ppm, mostly sink marks\n\n"
     "Plant-wide that's 107 defects on 50,285 units, about 2,128 ppm against the 1,500 target. L3 runs less than "
     "half of L2's volume but has almost five times its defects, so I'd pull L3's hold-time and cooling data first.",
     "L1's ppm 2,009 told in L3's row (L3 ppm 5,943): value from another row. True: units and defects per line, 543; "
     "37+12+58 = 107, 18420+22105+9760 = 50,285, 107/50285 = 2,127.9 ppm ~ 2,128 (0.01%); 9760/22105 = 0.44 (< half); "
     "58/12 = 4.83 (almost five times).",
     checks=[V("18,420", 18420, "0.lines.0.units"), V("37 defects", 37, "0.lines.0.defects"),
             V("22,105", 22105, "0.lines.1.units"), V("12 defects", 12, "0.lines.1.defects"),
             V("543 ppm", 543, "0.lines.1.ppm"), V("9,760", 9760, "0.lines.2.units"),
             V("58 defects", 58, "0.lines.2.defects"), V("1,500 target", 1500, "0.target_ppm"),
             E("107 defects", 107, lambda g: sum(g(f"0.lines.{i}.defects") for i in range(3))),
             E("50,285 units", 50285, lambda g: sum(g(f"0.lines.{i}.units") for i in range(3))),
             R("2,128 ppm", 2128, lambda g: 107 / 50285 * 1e6),
             E(None, True, lambda g: g("0.lines.2.units") < g("0.lines.1.units") / 2),
             E(None, True, lambda g: 4.5 < g("0.lines.2.defects") / g("0.lines.1.defects") < 5),
             E(None, True, lambda g: g("0.lines.0.ppm") > g("0.target_ppm"))],
     swap=SW("2,009 ppm", 2009, "0.lines.0.ppm", "0.lines.2.ppm", shape="row"))

case("en", "field_swap", "long",
     [res("call_qc08", "get_batch_qc", {"batch": "B-27-0512"},
          {"batch": "B-27-0512", "product": "PCBA-7741 controller board", "units_started": 5000,
           "first_pass_yield": 0.912, "final_yield": 0.986, "reworked": 370, "scrapped": 70,
           "top_rework_causes": [{"cause": "solder bridge", "count": 214}, {"cause": "tombstoned 0402", "count": 96},
                                 {"cause": "missing component", "count": 60}],
           "disposition": "released"})],
     "Batch B-27-0512 (PCBA-7741 controller boards) has been released ✅\n\n"
     "- **Started:** 5,000 boards\n- **First-pass yield:** 98.6%\n"
     "- **Reworked:** 370 boards, so 4,560 passed the first time\n- **Scrapped:** 70\n- **Shipped good:** 4,930\n\n"
     "Rework causes: solder bridges (214) are 57.8% of the rework, then tombstoned 0402s (96) and missing "
     "components (60). If the bridges cluster on one fine-pitch part, a stencil aperture check is usually the "
     "quickest win.",
     "final_yield 0.986 told as first-pass yield (first_pass_yield 0.912 = 91.2%): near-synonym swap. True: 5,000, "
     "370, 70; 5000-370-70 = 4,560 (= 0.912 x 5000); 5000-70 = 4,930 (= 0.986 x 5000); 214/370 = 57.84% ~ 57.8%; "
     "96, 60. 0402 is a part size.",
     checks=[V("5,000 boards", 5000, "0.units_started"), V("370 boards", 370, "0.reworked"), V("Scrapped:** 70", 70, "0.scrapped"),
             E("4,560", 4560, lambda g: g("0.units_started") - g("0.reworked") - g("0.scrapped")),
             E(None, 4560, lambda g: round(g("0.units_started") * g("0.first_pass_yield"), 6)),
             E("4,930", 4930, lambda g: g("0.units_started") - g("0.scrapped")),
             E(None, 4930, lambda g: round(g("0.units_started") * g("0.final_yield"), 6)),
             V("(214)", 214, "0.top_rework_causes.0.count"), R("57.8%", 57.8, lambda g: 214 / 370 * 100),
             V("(96)", 96, "0.top_rework_causes.1.count"), V("(60)", 60, "0.top_rework_causes.2.count")],
     swap=SW("First-pass yield:** 98.6%", 98.6, "0.final_yield", "0.first_pass_yield", scale=0.01))

case("en", "field_swap", "short",
     [res("call_qc09", "get_capability", {"part": "HSG-220", "characteristic": "bore dia 22.000 +/-0.015 mm"},
          {"n": 125, "mean_mm": 22.0032, "cpk": 1.41, "ppk": 1.12, "sigma_within_mm": 0.0028,
           "sigma_overall_mm": 0.0035})],
     "Across 125 parts the HSG-220 bore averages 22.0032 mm, and the long-term capability that includes "
     "shift-to-shift drift comes out at 1.41, above the 1.33 most customers ask for.",
     "cpk 1.41 told under a paraphrased label for ppk (long-term capability with shift-to-shift drift = overall "
     "sigma, 1.12): paraphrased-label swap. True: 125, 22.0032. 1.33 is a customer rule of thumb.",
     checks=[V("125 parts", 125, "0.n"), V("22.0032", 22.0032, "0.mean_mm"),
             R(None, 1.41, lambda g: (22.015 - g("0.mean_mm")) / (3 * g("0.sigma_within_mm"))),
             R(None, 1.12, lambda g: (22.015 - g("0.mean_mm")) / (3 * g("0.sigma_overall_mm")))],
     swap=SW("comes out at 1.41", 1.41, "0.cpk", "0.ppk", shape="paraphrase-label"))

case("en", "field_swap", "medium",
     [res("call_rs10", "get_delivery_metrics", {"store": "Pho Lantern – Eastside", "date": "2027-06-18"},
          {"orders": 214, "avg_prep_min": 13.4, "avg_courier_wait_min": 4.1, "avg_delivery_min": 31.8,
           "late_orders": 19, "refunds_usd": 86.40, "rating": 4.6})],
     "Friday the 18th was busy at Eastside: 214 delivery orders and a 4.6 rating. The kitchen averaged 4.1 minutes "
     "per ticket, and door-to-door delivery took 31.8 minutes on average. 19 orders ran late and refunds came to "
     "$86.40.",
     "avg_courier_wait_min 4.1 told as the kitchen's prep time (avg_prep_min 13.4): near-synonym swap. True: 214, "
     "4.6, 31.8, 19, $86.40; 2027-06-18 is a Friday.",
     checks=[V("214 delivery orders", 214, "0.orders"), V("4.6 rating", 4.6, "0.rating"),
             V("31.8 minutes", 31.8, "0.avg_delivery_min"), V("19 orders", 19, "0.late_orders"),
             V("$86.40", 86.40, "0.refunds_usd"), WD("Friday the 18th", "2027-06-18", "Friday")],
     swap=SW("averaged 4.1 minutes", 4.1, "0.avg_courier_wait_min", "0.avg_prep_min"))

case("en", "field_swap", "long",
     [res("call_rs11", "get_payout_statement", {"store_id": "ST-5531", "period": "2027-07-05/2027-07-11"},
          {"store_id": "ST-5531", "period": {"from": "2027-07-05", "to": "2027-07-11"}, "orders": 603,
           "gross_sales_usd": 12480.50, "commission_rate": 0.24, "commission_usd": -2995.32,
           "marketing_usd": -640.00, "promo_funded_usd": -312.75, "adjustments_usd": 48.20,
           "net_payout_usd": 8580.63, "deposit_date": "2027-07-14"})],
     "Payout for Jul 5–11 📄\n\n| Line | Amount |\n|---|---|\n| Gross sales (603 orders) | $12,480.50 |\n"
     "| Commission (24%) | −$2,995.32 |\n| Sponsored listings | −$640.00 |\n| Promos you funded | −$312.75 |\n"
     "| Adjustments | −$640.00 |\n| **Net payout** | **$8,580.63** |\n\n"
     "That's about 68.8% of gross landing in your account, deposited Wednesday, July 14. Average order was $20.70. "
     "Commission is the big bite; at your volume it's worth asking your rep about the 18% tier, which would have "
     "saved roughly $749 this week.",
     "Table cell: the Adjustments row shows marketing_usd −640.00 (adjustments_usd is +48.20). True: 603, 12,480.50, "
     "0.24, −2,995.32 (= 0.24 x 12,480.50), −640.00, −312.75, 8,580.63 (= 12480.50−2995.32−640−312.75+48.20); "
     "8580.63/12480.50 = 68.75% ~ 68.8%; 12480.50/603 = 20.70; 6% x 12,480.50 = 748.83 ~ $749; 2027-07-14 is a "
     "Wednesday. 18% is a what-if.",
     checks=[V("603 orders", 603, "0.orders"), V("$12,480.50", 12480.50, "0.gross_sales_usd"),
             V("(24%)", 24, "0.commission_rate", scale=0.01), V("−$2,995.32", -2995.32, "0.commission_usd"),
             E(None, -2995.32, lambda g: round(-g("0.gross_sales_usd") * g("0.commission_rate"), 2)),
             V("| Sponsored listings | −$640.00", -640.00, "0.marketing_usd"),
             V("−$312.75", -312.75, "0.promo_funded_usd"), V("$8,580.63", 8580.63, "0.net_payout_usd"),
             E(None, 8580.63, lambda g: round(12480.50 - 2995.32 - 640.00 - 312.75 + g("0.adjustments_usd"), 2)),
             R("68.8%", 68.8, lambda g: g("0.net_payout_usd") / g("0.gross_sales_usd") * 100),
             R("$20.70", 20.70, lambda g: g("0.gross_sales_usd") / g("0.orders")),
             R("$749", 749, lambda g: g("0.gross_sales_usd") * (0.24 - 0.18)),
             WD("Wednesday, July 14", "2027-07-14", "Wednesday")],
     swap=SW("| Adjustments | −$640.00 |", -640.00, "0.marketing_usd", "0.adjustments_usd", shape="table"))

case("en", "field_swap", "short",
     [res("call_rs12", "get_reservation_stats", {"venue": "Osteria Nove", "date": "2027-08-14"},
          {"booked_covers": 146, "seated_covers": 131, "walk_in_covers": 38, "cancellations": 11, "no_shows": 6,
           "avg_turn_min": 84})],
     "Saturday you had 146 covers on the books and 38 walk-ins, and 11 reservations simply never showed up.",
     "cancellations 11 told under a paraphrase of no_shows ('never showed up', 6): paraphrased-label swap. True: "
     "146 booked, 38 walk-ins; 2027-08-14 is a Saturday.",
     checks=[V("146 covers", 146, "0.booked_covers"), V("38 walk-ins", 38, "0.walk_in_covers"),
             WD("Saturday", "2027-08-14", "Saturday")],
     swap=SW("11 reservations simply never showed up", 11, "0.cancellations", "0.no_shows",
             shape="paraphrase-label"))

case("en", "field_swap", "long",
     [res("call_cb13", "get_cost_breakdown", {"account": "prod-analytics", "month": "2027-04", "group_by": "service"},
          {"currency": "USD", "total": 18342.17, "credits": 0, "services": [
              {"service": "EC2", "on_demand": 6120.40, "savings_plan_covered": 4380.00, "total": 10500.40},
              {"service": "RDS", "on_demand": 2214.90, "savings_plan_covered": 0, "total": 2214.90},
              {"service": "S3", "on_demand": 1876.33, "total": 1876.33},
              {"service": "Data Transfer", "on_demand": 2933.12, "total": 2933.12},
              {"service": "CloudWatch", "on_demand": 817.42, "total": 817.42}]})],
     "April bill for prod-analytics: **$18,342.17** ☁️\n\n| Service | Spend |\n|---|---|\n| EC2 | $6,120.40 |\n"
     "| Data Transfer | $2,933.12 |\n| RDS | $2,214.90 |\n| S3 | $1,876.33 |\n| CloudWatch | $817.42 |\n\n"
     "EC2 is 57.2% of the total. $4,380.00 of it was covered by the Savings Plan and $6,120.40 ran on-demand, so "
     "coverage was about 41.7%. Data transfer is the next thing to look at, at 16% of the bill; a CDN in front of S3 "
     "usually cuts that noticeably.",
     "Table cell: EC2's Spend cell shows its on_demand 6,120.40 (EC2 total is 10,500.40). The same 6,120.40 is told "
     "correctly as on-demand in the prose. True: 18,342.17 and the other rows; 10500.40/18342.17 = 57.25% ~ 57.2%; "
     "4380/10500.40 = 41.71% ~ 41.7%; 2933.12/18342.17 = 15.99% ~ 16%.",
     checks=[V("$18,342.17", 18342.17, "0.total"), V("$2,933.12", 2933.12, "0.services.3.total"),
             V("$2,214.90", 2214.90, "0.services.1.total"), V("$1,876.33", 1876.33, "0.services.2.total"),
             V("$817.42", 817.42, "0.services.4.total"),
             E(None, 18342.17, lambda g: round(sum(g(f"0.services.{i}.total") for i in range(5)), 2)),
             V("$4,380.00", 4380.00, "0.services.0.savings_plan_covered"),
             V("$6,120.40 ran on-demand", 6120.40, "0.services.0.on_demand"),
             R("57.2%", 57.2, lambda g: g("0.services.0.total") / g("0.total") * 100),
             R("41.7%", 41.7, lambda g: g("0.services.0.savings_plan_covered") / g("0.services.0.total") * 100),
             R("16% of the bill", 16, lambda g: g("0.services.3.total") / g("0.total") * 100)],
     swap=SW("| EC2 | $6,120.40 |", 6120.40, "0.services.0.on_demand", "0.services.0.total", shape="table"))

case("en", "field_swap", "short",
     [res("call_cb14", "get_bucket_bandwidth", {"bucket": "media-prod", "month": "2027-05"},
          {"bucket": "media-prod", "ingress_gb": 812.4, "egress_gb": 14620.9, "requests_million": 38.2,
           "egress_cost_usd": 1315.88})],
     "media-prod handled 38.2 million requests in May and sent 812.4 GB out to the internet, which billed at "
     "$1,315.88 in transfer.",
     "ingress_gb 812.4 told as data sent out (egress_gb 14,620.9): near-synonym swap. True: 38.2 million, $1,315.88 "
     "(= 14,620.9 x $0.09).",
     checks=[V("38.2 million", 38.2, "0.requests_million"), V("$1,315.88", 1315.88, "0.egress_cost_usd"),
             R(None, 1315.88, lambda g: g("0.egress_gb") * 0.09)],
     swap=SW("sent 812.4 GB out", 812.4, "0.ingress_gb", "0.egress_gb"))

case("en", "field_swap", "medium",
     [res("call_ss15", "get_subscription", {"workspace": "northwind-design", "product": "Figmate Business"},
          {"plan": "Business", "billing": "annual", "seats": {"purchased": 250, "assigned": 231, "pending_invites": 7},
           "active_users_30d": 188,
           "renewal": {"date": "2027-11-01", "price_per_seat_month_usd": 45, "estimated_total_usd": 135000}})],
     "Northwind is paying for 250 Business seats, with 7 invites still pending. 231 people actually used it in the "
     "last 30 days, so there's a little room to trim before the Nov 1 renewal, estimated at $135,000 ($45 per seat "
     "per month).",
     "seats.assigned 231 (nested sub-object) told as the 30-day active users (active_users_30d 188): nested swap. "
     "True: 250, 7, Nov 1, $135,000 = 250 x 45 x 12, $45.",
     checks=[V("250 Business seats", 250, "0.seats.purchased"), V("7 invites", 7, "0.seats.pending_invites"),
             V("$135,000", 135000, "0.renewal.estimated_total_usd"), V("$45 per seat", 45,
                                                                        "0.renewal.price_per_seat_month_usd"),
             E(None, 135000, lambda g: g("0.seats.purchased") * 45 * 12), L("Nov 1")],
     swap=SW("231 people actually used it", 231, "0.seats.assigned", "0.active_users_30d", shape="nested"))

case("en", "field_swap", "medium",
     [res("call_pt16", "get_route_performance", {"agency": "Metro Transit", "routes": ["12", "31", "47"],
                                                  "month": "2027-03"},
          {"routes": [
              {"route": "12", "on_time": 0.874, "trips_run": 4210, "trips_scheduled": 4260, "avg_delay_min": 2.1},
              {"route": "31", "on_time": 0.791, "trips_run": 3118, "trips_scheduled": 3190, "avg_delay_min": 3.8},
              {"route": "47", "on_time": 0.702, "trips_run": 2644, "trips_scheduled": 2700, "avg_delay_min": 5.6}]})],
     "March on-time performance: Route 12 led at 87.4%, Route 31 came in at 79.1%, and Route 47 trailed at 70.2%. "
     "Route 47 also had the longest waits, with an average delay of 3.8 minutes, and 56 of its 2,700 scheduled trips "
     "never ran.",
     "Route 31's avg_delay_min 3.8 told for Route 47 (5.6): value from another row. True: 87.4%, 79.1%, 70.2%, "
     "2700-2644 = 56; route 47 does have the longest delay.",
     checks=[V("87.4%", 87.4, "0.routes.0.on_time", scale=0.01), V("79.1%", 79.1, "0.routes.1.on_time", scale=0.01),
             V("70.2%", 70.2, "0.routes.2.on_time", scale=0.01), V("2,700", 2700, "0.routes.2.trips_scheduled"),
             E("56 of", 56, lambda g: g("0.routes.2.trips_scheduled") - g("0.routes.2.trips_run")),
             E(None, True, lambda g: g("0.routes.2.avg_delay_min") == max(g(f"0.routes.{i}.avg_delay_min")
                                                                          for i in range(3)))],
     swap=SW("average delay of 3.8 minutes", 3.8, "0.routes.1.avg_delay_min", "0.routes.2.avg_delay_min", shape="row"))

case("en", "field_swap", "short",
     [res("call_pt17", "get_fare_card", {"card": "6604"},
          {"card": "•••• 6604", "balance_usd": 7.25, "pending_autoload_usd": 20.00, "autoload_threshold_usd": 5.00,
           "pass": {"type": "7-day", "expires": "2027-05-21T03:00:00"}})],
     "Your 7-day pass is good until 3 am on May 21, there's $20.00 of stored value sitting on the card, and autoload "
     "kicks in when it drops below $5.",
     "pending_autoload_usd 20.00 told under a paraphrase of balance_usd ('stored value sitting on the card', 7.25): "
     "paraphrased-label swap. True: 7-day pass, 2027-05-21T03:00 = 3 am on May 21, $5 threshold.",
     checks=[V("below $5", 5, "0.autoload_threshold_usd"), L("3 am on May 21"), L("7-day")],
     swap=SW("$20.00 of stored value", 20.00, "0.pending_autoload_usd", "0.balance_usd", shape="paraphrase-label"))

case("en", "field_swap", "long",
     [res("call_wx18", "get_forecast", {"location": "Halifax, NS", "days": 3},
          {"units": "metric", "daily": [
              {"date": "2027-10-14", "high_c": 12, "low_c": 6, "wind_kmh": 35, "gust_kmh": 70, "precip_mm": 22,
               "pop": 0.9},
              {"date": "2027-10-15", "high_c": 10, "low_c": 4, "wind_kmh": 25, "gust_kmh": 45, "precip_mm": 3,
               "pop": 0.4},
              {"date": "2027-10-16", "high_c": 13, "low_c": 5, "wind_kmh": 15, "gust_kmh": 30, "precip_mm": 0,
               "pop": 0.1}],
           "alerts": [{"type": "Wind warning", "from": "2027-10-14T09:00", "to": "2027-10-14T21:00"}]})],
     "Three-day outlook for Halifax 🌧️\n\n"
     "- **Thu Oct 14:** 12° / 6°, heavy rain, about 22 mm (90% chance). Winds 35 km/h gusting to 70, and there's a "
     "wind warning from 9 am to 9 pm.\n"
     "- **Fri Oct 15:** cooler, 10° / 4°, a 40% chance of a few showers (3 mm), winds easing to 45 km/h.\n"
     "- **Sat Oct 16:** the pick of the three, 13° / 5°, dry, light winds around 15 km/h.\n\n"
     "That's about 25 mm of rain over the three days, almost all of it Thursday. Gusts near 70 are enough to move "
     "patio furniture and bins, so tie things down Wednesday night.",
     "Friday's gust_kmh 45 told as its sustained wind (wind_kmh 25): near-synonym swap. True: every other value; "
     "22+3+0 = 25 mm; 2027-10-14/15/16 are Thu/Fri/Sat; 09:00–21:00 = 9 am to 9 pm.",
     checks=[V("12° / 6°", 12, "0.daily.0.high_c"), V("22 mm", 22, "0.daily.0.precip_mm"),
             V("(90% chance)", 90, "0.daily.0.pop", scale=0.01), V("Winds 35 km/h", 35, "0.daily.0.wind_kmh"),
             V("gusting to 70", 70, "0.daily.0.gust_kmh"), V("10° / 4°", 10, "0.daily.1.high_c"),
             V("40% chance", 40, "0.daily.1.pop", scale=0.01), V("(3 mm)", 3, "0.daily.1.precip_mm"),
             V("13° / 5°", 13, "0.daily.2.high_c"), V("around 15 km/h", 15, "0.daily.2.wind_kmh"),
             E("about 25 mm", 25, lambda g: sum(g(f"0.daily.{i}.precip_mm") for i in range(3))),
             WD("Thu Oct 14", "2027-10-14", "Thursday"), WD("Fri Oct 15", "2027-10-15", "Friday"),
             WD("Sat Oct 16", "2027-10-16", "Saturday"), L("9 am to 9 pm")],
     swap=SW("winds easing to 45 km/h", 45, "0.daily.1.gust_kmh", "0.daily.1.wind_kmh"))

# ======================================================================================= English, field_swap_cross
case("en", "field_swap_cross", "short",
     [res("call_tm19a", "get_usage", {"line": "3390", "cycle": "current"},
          {"cycle": "2027-04-02 to 2027-05-01", "data_gb": 23.6, "minutes": 412, "texts": 1290}),
      res("call_tm19b", "get_usage", {"line": "3390", "cycle": "previous"},
          {"cycle": "2027-03-02 to 2027-04-01", "data_gb": 31.2, "minutes": 388, "texts": 1502})],
     "So far this cycle you've used 412 minutes, 1,290 texts and 31.2 GB of data.",
     "Last cycle's data_gb 31.2 (second call) told as this cycle's data (23.6): cross-call swap. True: 412 minutes, "
     "1,290 texts from the current cycle.",
     checks=[V("412 minutes", 412, "0.minutes"), V("1,290 texts", 1290, "0.texts")],
     swap=SW("31.2 GB of data", 31.2, "1.data_gb", "0.data_gb", shape="cross-call"))

case("en", "field_swap_cross", "medium",
     [res("call_al20a", "get_member", {"member": "me"},
          {"name": "Ana Ferreira", "tier": "Silver", "miles": 52300, "expiring": {"miles": 0}}),
      res("call_al20b", "get_member", {"member": "household:Daniel Ferreira"},
          {"name": "Daniel Ferreira", "tier": "Gold", "miles": 118450}),
      res("call_al20c", "search_award", {"from": "BOS", "to": "LIS", "date": "2027-09-18", "cabin": "business",
                                         "passengers": 1},
          {"options": [{"flight": "TP 218", "depart": "21:40", "miles": 70000, "taxes_usd": 96.40,
                        "seats_available": 2}]})],
     "TP 218 to Lisbon on Sept 18 (9:40 pm departure) is 70,000 miles plus $96.40 in business, with 2 award seats "
     "left. Your own balance is 118,450 miles, so you can book it without touching Daniel's.",
     "Daniel's miles 118,450 (household member's call) told as the user's balance (52,300): cross-call swap. True: "
     "70,000 miles, $96.40, 2 seats, 21:40 = 9:40 pm; Sept 18 is an argument.",
     checks=[V("70,000 miles", 70000, "2.options.0.miles"), V("$96.40", 96.40, "2.options.0.taxes_usd"),
             V("2 award seats", 2, "2.options.0.seats_available"), L("9:40 pm"), L("Sept 18")],
     swap=SW("Your own balance is 118,450 miles", 118450, "1.miles", "0.miles", shape="cross-call"))

case("en", "field_swap_cross", "medium",
     [res("call_sc21a", "get_term_grades", {"student": "Lena Park", "term": "Spring 2027"},
          {"gpa": 3.05, "credits": 16, "courses": 5, "incompletes": 0}),
      res("call_sc21b", "get_term_grades", {"student": "Lena Park", "term": "Fall 2026"},
          {"gpa": 3.48, "credits": 15, "courses": 5, "incompletes": 1})],
     "Spring 2027 grades are in: Lena took 16 credits across 5 courses and finished with a 3.48 GPA, with no "
     "incompletes this time. Across the two terms she's at about 3.26 on 31 credits.",
     "Fall 2026's gpa 3.48 (other call) told as Spring 2027's (3.05): cross-call swap. True: 16 credits, 5 courses, "
     "0 incompletes (Fall had 1); (3.05x16 + 3.48x15)/31 = 3.258 ~ 3.26 (0.06%); 16+15 = 31.",
     checks=[V("16 credits", 16, "0.credits"), V("5 courses", 5, "0.courses"),
             E(None, True, lambda g: g("0.incompletes") == 0 and g("1.incompletes") > 0),
             R("about 3.26", 3.26, lambda g: (g("0.gpa") * g("0.credits") + g("1.gpa") * g("1.credits"))
               / (g("0.credits") + g("1.credits"))),
             E("31 credits", 31, lambda g: g("0.credits") + g("1.credits"))],
     swap=SW("finished with a 3.48 GPA", 3.48, "1.gpa", "0.gpa", shape="cross-call"))

case("en", "field_swap_cross", "long",
     [res("call_rs22a", "get_daily_sales", {"location": "Downtown", "date": "2027-10-22"},
          {"net_sales_usd": 8412.60, "covers": 312, "avg_check_usd": 26.96, "labor_pct": 0.284, "comps_usd": 96.00,
           "voids_usd": 142.80}),
      res("call_rs22b", "get_daily_sales", {"location": "Riverside", "date": "2027-10-22"},
          {"net_sales_usd": 6140.50, "covers": 241, "avg_check_usd": 25.48, "labor_pct": 0.331, "comps_usd": 212.40,
           "voids_usd": 38.50})],
     "Friday, Oct 22 by location 🍽️\n\n"
     "**Downtown**\n- Net sales $8,412.60 on 312 covers\n- Average check $26.96\n- Labor 28.4%\n\n"
     "**Riverside**\n- Net sales $6,140.50 on 312 covers\n- Average check $25.48\n- Labor 33.1%, the one to watch\n"
     "- Comps $212.40, more than double Downtown's $96.00\n\n"
     "Combined that's $14,553.10 in net sales. Riverside's labor runs 4.7 points higher; if Friday lunch is slow "
     "there, cutting one server shift would bring it closer to the 30% line.",
     "Downtown's covers 312 (other call) told for Riverside (241): cross-call swap; Downtown's own 312 is correct. "
     "True: all other values; 8412.60+6140.50 = 14,553.10; 33.1-28.4 = 4.7; 212.40/96 = 2.21 (more than double); "
     "2027-10-22 is a Friday; 30% is a rule of thumb.",
     checks=[V("$8,412.60 on 312 covers", 8412.60, "0.net_sales_usd"), V("$8,412.60 on 312", 312, "0.covers"),
             V("$26.96", 26.96, "0.avg_check_usd"), V("28.4%", 28.4, "0.labor_pct", scale=0.01),
             V("$6,140.50", 6140.50, "1.net_sales_usd"), V("$25.48", 25.48, "1.avg_check_usd"),
             V("33.1%", 33.1, "1.labor_pct", scale=0.01), V("$212.40", 212.40, "1.comps_usd"),
             V("$96.00", 96.00, "0.comps_usd"), E(None, True, lambda g: g("1.comps_usd") > 2 * g("0.comps_usd")),
             E("$14,553.10", 14553.10, lambda g: g("0.net_sales_usd") + g("1.net_sales_usd")),
             E("4.7 points", 4.7, lambda g: round((g("1.labor_pct") - g("0.labor_pct")) * 100, 6)),
             WD("Friday, Oct 22", "2027-10-22", "Friday")],
     swap=SW("$6,140.50 on 312 covers", 312, "0.covers", "1.covers", shape="cross-call"))

case("en", "field_swap_cross", "short",
     [res("call_cb23a", "get_daily_spend", {"account": "prod", "date": "2027-09-02"},
          {"spend_usd": 412.88, "as_of": "2027-09-02T14:00:00Z", "top_service": "EC2"}),
      res("call_cb23b", "get_daily_spend", {"account": "prod", "date": "2027-09-01"},
          {"spend_usd": 1187.40, "as_of": "2027-09-02T00:00:00Z", "top_service": "EC2"})],
     "As of 14:00 UTC prod has spent $1,187.40 today, with EC2 the biggest line as usual.",
     "Yesterday's full-day spend_usd 1,187.40 (second call) told as today's spend so far (412.88): cross-call swap. "
     "True: 14:00 UTC, EC2 top service.",
     checks=[L("14:00 UTC"), L("EC2")],
     swap=SW("$1,187.40 today", 1187.40, "1.spend_usd", "0.spend_usd", shape="cross-call"))

case("en", "field_swap_cross", "medium",
     [res("call_wx24a", "get_daily_obs", {"station": "YVR", "date": "2027-11-04"},
          {"max_c": 8.2, "min_c": 4.4, "precip_mm": 6.2, "max_gust_kmh": 38, "as_of": "15:00"}),
      res("call_wx24b", "get_daily_obs", {"station": "YVR", "date": "2027-11-03"},
          {"max_c": 9.8, "min_c": 5.1, "precip_mm": 18.6, "max_gust_kmh": 52})],
     "Today so far (through 3 pm): a high of 8.2°, a low of 4.4°, 18.6 mm of rain and gusts up to 38 km/h. Yesterday "
     "was the rougher day, with a 52 km/h peak gust and a high of 9.8°.",
     "Yesterday's precip_mm 18.6 (second call) told as today's rain (6.2): cross-call swap. True: 15:00 = 3 pm, 8.2, "
     "4.4, 38; yesterday's 52 and 9.8.",
     checks=[V("8.2°", 8.2, "0.max_c"), V("4.4°", 4.4, "0.min_c"), V("38 km/h", 38, "0.max_gust_kmh"),
             V("52 km/h", 52, "1.max_gust_kmh"), V("9.8°", 9.8, "1.max_c"), L("3 pm")],
     swap=SW("18.6 mm of rain", 18.6, "1.precip_mm", "0.precip_mm", shape="cross-call"))

case("en", "field_swap_cross", "long",
     [res("call_aq25a", "get_station", {"station": "Harbor Rd", "window": "24h"},
          {"aqi": 68, "category": "moderate", "pm25_ugm3": {"avg_24h": 18.7, "max_1h": 34.2},
           "pm10_ugm3": {"avg_24h": 41.0}, "no2_ppb": {"avg_24h": 22.4, "max_1h": 47.9}, "o3_ppb": {"max_8h": 38}}),
      res("call_aq25b", "get_station", {"station": "North Ridge", "window": "24h"},
          {"aqi": 115, "category": "unhealthy for sensitive groups",
           "pm25_ugm3": {"avg_24h": 41.3, "max_1h": 88.6}, "pm10_ugm3": {"avg_24h": 63.5},
           "no2_ppb": {"avg_24h": 9.6, "max_1h": 17.1}, "o3_ppb": {"max_8h": 52}})],
     "Last 24 hours at the two monitors 🌫️\n\n"
     "**Harbor Rd** (AQI 68, moderate)\n- PM2.5: 18.7 µg/m³ on average, 34.2 at the worst hour\n"
     "- PM10: 41.0 µg/m³\n- NO₂: 9.6 ppb on average, peaking at 47.9 ppb\n\n"
     "**North Ridge** (AQI 115, unhealthy for sensitive groups)\n"
     "- PM2.5: 41.3 µg/m³ average, with a 1-hour spike to 88.6\n- Ozone: 52 ppb (8-hour max)\n\n"
     "North Ridge's fine particles are running about 2.2 times Harbor's, which looks more like smoke than traffic. "
     "Sensitive groups up there should keep outdoor exertion short until it drops back under 35.",
     "North Ridge's no2_ppb.avg_24h 9.6 (other call) told as Harbor Rd's NO2 average (22.4): cross-call swap. True: "
     "AQI 68 / 115, 18.7, 34.2, 41.0, 47.9, 41.3, 88.6, 52; 41.3/18.7 = 2.21 ~ 2.2 (0.4%). 35 is a guideline.",
     checks=[V("AQI 68", 68, "0.aqi"), V("18.7 µg/m³", 18.7, "0.pm25_ugm3.avg_24h"),
             V("34.2 at", 34.2, "0.pm25_ugm3.max_1h"), V("41.0 µg/m³", 41.0, "0.pm10_ugm3.avg_24h"),
             V("47.9 ppb", 47.9, "0.no2_ppb.max_1h"), V("AQI 115", 115, "1.aqi"),
             V("41.3 µg/m³", 41.3, "1.pm25_ugm3.avg_24h"), V("spike to 88.6", 88.6, "1.pm25_ugm3.max_1h"),
             V("52 ppb", 52, "1.o3_ppb.max_8h"),
             R("about 2.2 times", 2.2, lambda g: g("1.pm25_ugm3.avg_24h") / g("0.pm25_ugm3.avg_24h"))],
     swap=SW("NO₂: 9.6 ppb on average", 9.6, "1.no2_ppb.avg_24h", "0.no2_ppb.avg_24h", shape="cross-call"))

# ============================================================================================ English, faithful
# ---- paraphrase 10
case("en", "paraphrase", "short",
     [res("call_tm26", "get_line_usage", {"line": "5127", "cycle": "current"},
          {"plan": "Essentials 30", "data_used_gb": 18.4, "high_speed_cap_gb": 30, "hotspot_used_gb": 3.1,
           "hotspot_cap_gb": 10, "days_left": 12})],
     "You've gone through 18.4 of your 30 GB of high-speed data, and tethering has taken 3.1 of its 10 GB, with 12 "
     "days to go.",
     "Both near-synonym pairs told right with paraphrased labels: data used 18.4 of cap 30; tethering = hotspot, "
     "3.1 of 10; 12 days left. 'Essentials 30' is the plan name.",
     checks=[V("18.4 of", 18.4, "0.data_used_gb"), V("30 GB", 30, "0.high_speed_cap_gb"),
             V("3.1 of", 3.1, "0.hotspot_used_gb"), V("its 10 GB", 10, "0.hotspot_cap_gb"),
             V("12 days", 12, "0.days_left")])

case("en", "paraphrase", "medium",
     [res("call_al27", "get_loyalty_account", {"program": "SkyWays", "member": "SW22904417"},
          {"tier": "Silver", "redeemable_miles": 41280, "qualifying": {"miles": 28940, "segments": 19, "dollars": 3870},
           "next_tier": {"name": "Gold", "miles_needed": 50000, "dollars_needed": 6000},
           "expiring": {"miles": 2500, "on": "2027-12-31"}})],
     "You have 41,280 miles you can spend on award tickets, but only 28,940 count toward status, plus 19 segments "
     "and $3,870 of qualifying spend. Gold needs 50,000 status miles and $6,000, and 2,500 of your spendable miles "
     "lapse on Dec 31 if the account sits idle.",
     "Redeemable vs qualifying miles told right ('can spend' / 'count toward status'); 19 segments, $3,870; Gold "
     "thresholds 50,000 and $6,000; 2,500 expiring on 2027-12-31.",
     checks=[V("41,280", 41280, "0.redeemable_miles"), V("28,940", 28940, "0.qualifying.miles"),
             V("19 segments", 19, "0.qualifying.segments"), V("$3,870", 3870, "0.qualifying.dollars"),
             V("50,000", 50000, "0.next_tier.miles_needed"), V("$6,000", 6000, "0.next_tier.dollars_needed"),
             V("2,500", 2500, "0.expiring.miles"), L("Dec 31")])

case("en", "paraphrase", "long",
     [res("call_ht28", "get_member_summary", {"program": "Halden Rewards", "member_id": "HR-61877"},
          {"tier": {"current": "Gold", "valid_through": "2028-01-31"},
           "points": {"balance": 96750, "pending": 4400, "expiring": {"amount": 7500, "on": "2027-10-31"}},
           "nights": {"ytd_elite": 22, "rollover": 5, "to_next_tier": 8, "next_tier_name": "Platinum"},
           "stays_ytd": 9, "certs": [{"type": "free_night", "cap_points": 35000, "expires": "2027-11-30"}]})],
     "Your Halden Rewards snapshot 🛎️\n\n"
     "- **Spendable points:** 96,750, with another 4,400 still posting from your last stays\n"
     "- **Use-it-or-lose-it:** 7,500 points lapse on Oct 31 unless there's activity first\n"
     "- **Status nights:** 22 this year over 9 stays, plus 5 carried over from last year\n"
     "- **Next tier:** 8 more nights to Platinum\n"
     "- **Certificate:** one free night up to 35,000 points, good through Nov 30\n\n"
     "Any paid stay or a small points purchase before the end of October will keep those 7,500 alive.",
     "Nested near-synonyms told right: balance 96,750 ('spendable'), pending 4,400 ('still posting'), expiring 7,500 "
     "on 2027-10-31 ('use-it-or-lose-it'), ytd_elite 22, stays 9, rollover 5 ('carried over'), 8 to Platinum, one "
     "35,000-cap certificate to 2027-11-30.",
     checks=[V("96,750", 96750, "0.points.balance"), V("4,400", 4400, "0.points.pending"),
             V("7,500 points", 7500, "0.points.expiring.amount"), V("22 this year", 22, "0.nights.ytd_elite"),
             V("9 stays", 9, "0.stays_ytd"), V("5 carried over", 5, "0.nights.rollover"),
             V("8 more nights", 8, "0.nights.to_next_tier"), V("35,000 points", 35000, "0.certs.0.cap_points"),
             L("Oct 31"), L("Nov 30")])

case("en", "paraphrase", "long",
     [res("call_sc29", "get_transcript", {"student": "Ethan Cole"},
          {"terms": [{"term": "Fall 2025", "term_gpa": 3.12, "credits": 15, "cumulative_gpa": 3.12},
                     {"term": "Spring 2026", "term_gpa": 3.55, "credits": 16, "cumulative_gpa": 3.34},
                     {"term": "Fall 2026", "term_gpa": 3.80, "credits": 15, "cumulative_gpa": 3.49}],
           "credits_total": 46, "standing": "good"})],
     "Ethan's record term by term 📚\n\n| Term | That term | Running GPA | Credits |\n|---|---|---|---|\n"
     "| Fall 2025 | 3.12 | 3.12 | 15 |\n| Spring 2026 | 3.55 | 3.34 | 16 |\n| Fall 2026 | 3.80 | 3.49 | 15 |\n\n"
     "He's up to 46 credits in good standing, and each semester has beaten the last. Most scholarship renewals look "
     "at the overall number, usually with a 3.0 or 3.25 floor, and he's clear of both.",
     "Term vs cumulative GPA told right in a table ('That term' / 'Running GPA'); credits per term and 46 total "
     "(15+16+15). The running GPAs recompute: 103.6/31 = 3.342, 160.6/46 = 3.491. 3.0 / 3.25 are rules of thumb.",
     checks=[L("| Fall 2025 | 3.12 | 3.12 | 15 |"), L("| Spring 2026 | 3.55 | 3.34 | 16 |"),
             L("| Fall 2026 | 3.80 | 3.49 | 15 |"), V("46 credits", 46, "0.credits_total"),
             E(None, 46, lambda g: sum(g(f"0.terms.{i}.credits") for i in range(3))),
             R(None, 3.34, lambda g: (3.12 * 15 + 3.55 * 16) / 31), R(None, 3.49, lambda g: (3.12 * 15 + 3.55 * 16 + 3.80 * 15) / 46),
             E(None, True, lambda g: g("0.terms.0.term_gpa") < g("0.terms.1.term_gpa") < g("0.terms.2.term_gpa"))])

case("en", "paraphrase", "medium",
     [res("call_qc30", "get_batch_qc", {"batch": "B-27-0603"},
          {"batch": "B-27-0603", "units_started": 2500, "first_pass_yield": 0.944, "final_yield": 0.9912,
           "reworked": 118, "scrapped": 22, "disposition": "released"})],
     "B-27-0603 is released. 94.4% of the 2,500 boards passed first time through; after 118 were reworked the final "
     "yield is 99.12%, with 22 scrapped.",
     "First-pass vs final yield told right ('passed first time through' / 'final yield'); 2,500, 118, 22. Consistent: "
     "2500 x 0.944 = 2,360, +118 = 2,478 = 0.9912 x 2500, 2500-2478 = 22.",
     checks=[V("94.4%", 94.4, "0.first_pass_yield", scale=0.01), V("2,500", 2500, "0.units_started"),
             V("118", 118, "0.reworked"), V("99.12%", 99.12, "0.final_yield", scale=0.01), V("22 scrapped", 22, "0.scrapped"),
             E(None, 2478, lambda g: round(g("0.units_started") * g("0.first_pass_yield") + g("0.reworked"), 6)),
             E(None, 2478, lambda g: round(g("0.units_started") * g("0.final_yield"), 6))])

case("en", "paraphrase", "medium",
     [res("call_rs31", "get_reservation_stats", {"venue": "Osteria Nove", "date": "2027-08-21"},
          {"booked_covers": 158, "seated_covers": 139, "walk_in_covers": 24, "cancellations": 13, "no_shows": 6,
           "avg_turn_min": 91})],
     "Saturday the 21st: 158 covers were on the books, 13 cancelled ahead of time and 6 just didn't turn up, so 139 "
     "reservation guests actually sat down. Walk-ins added another 24, and the average table turn was 91 minutes.",
     "Booked / cancelled / no-show / seated / walk-in told right with paraphrased labels; 158-13-6 = 139; "
     "2027-08-21 is a Saturday.",
     checks=[V("158 covers", 158, "0.booked_covers"), V("13 cancelled", 13, "0.cancellations"),
             V("6 just didn't", 6, "0.no_shows"), V("139", 139, "0.seated_covers"),
             E(None, 139, lambda g: g("0.booked_covers") - g("0.cancellations") - g("0.no_shows")),
             V("another 24", 24, "0.walk_in_covers"), V("91 minutes", 91, "0.avg_turn_min"),
             WD("Saturday the 21st", "2027-08-21", "Saturday")])

case("en", "paraphrase", "long",
     [res("call_cb32", "get_cost_breakdown", {"account": "web-platform", "month": "2027-06", "group_by": "service"},
          {"total": 9876.54, "services": [
              {"service": "EC2", "on_demand": 2140.18, "savings_plan_covered": 3310.00, "total": 5450.18},
              {"service": "RDS", "on_demand": 1120.60, "reserved_covered": 880.00, "total": 2000.60},
              {"service": "CloudFront", "on_demand": 1611.34, "total": 1611.34},
              {"service": "S3", "on_demand": 814.42, "total": 814.42}]})],
     "June for web-platform came to **$9,876.54** ☁️\n\n"
     "| Service | Pay-as-you-go | Covered by commitments | Service total |\n|---|---|---|---|\n"
     "| EC2 | $2,140.18 | $3,310.00 (Savings Plan) | $5,450.18 |\n| RDS | $1,120.60 | $880.00 (reserved) | $2,000.60 |\n"
     "| CloudFront | $1,611.34 | — | $1,611.34 |\n| S3 | $814.42 | — | $814.42 |\n\n"
     "Most of EC2 is already under the Savings Plan, so the easiest next step is RDS, where more than half is still "
     "pay-as-you-go.",
     "On-demand / committed / total told right per row with paraphrased column labels; totals sum to 9,876.54; EC2 "
     "covered 3310/5450.18 = 60.7% (most); RDS on-demand 1120.60/2000.60 = 56.0% (more than half).",
     checks=[V("$9,876.54", 9876.54, "0.total"),
             E(None, 9876.54, lambda g: round(sum(g(f"0.services.{i}.total") for i in range(4)), 2)),
             L("| EC2 | $2,140.18 | $3,310.00 (Savings Plan) | $5,450.18 |"),
             L("| RDS | $1,120.60 | $880.00 (reserved) | $2,000.60 |"), L("| CloudFront | $1,611.34 | — | $1,611.34 |"),
             L("| S3 | $814.42 | — | $814.42 |"),
             E(None, True, lambda g: g("0.services.0.savings_plan_covered") > g("0.services.0.total") / 2),
             E(None, True, lambda g: g("0.services.1.on_demand") > g("0.services.1.total") / 2)])

case("en", "paraphrase", "medium",
     [res("call_pt33", "get_route_performance", {"agency": "Metro Transit", "routes": ["5", "22", "60"],
                                                  "month": "2027-04"},
          {"routes": [{"route": "5", "on_time": 0.912, "trips_scheduled": 3880, "trips_run": 3871},
                      {"route": "22", "on_time": 0.836, "trips_scheduled": 2950, "trips_run": 2902},
                      {"route": "60", "on_time": 0.768, "trips_scheduled": 1720, "trips_run": 1655}]})],
     "April scorecard: Route 5 ran 3,871 of its 3,880 planned trips and 91.2% of them were on time. Route 22 ran "
     "2,902 of 2,950 at 83.6% on time, and Route 60 managed 1,655 of 1,720 with only 76.8% on schedule.",
     "Scheduled vs run told right for three list rows ('planned' / 'ran'), with each row's on-time share.",
     checks=[V("3,871", 3871, "0.routes.0.trips_run"), V("3,880", 3880, "0.routes.0.trips_scheduled"),
             V("91.2%", 91.2, "0.routes.0.on_time", scale=0.01), V("2,902", 2902, "0.routes.1.trips_run"),
             V("2,950", 2950, "0.routes.1.trips_scheduled"), V("83.6%", 83.6, "0.routes.1.on_time", scale=0.01),
             V("1,655", 1655, "0.routes.2.trips_run"), V("1,720", 1720, "0.routes.2.trips_scheduled"),
             V("76.8%", 76.8, "0.routes.2.on_time", scale=0.01)])

case("en", "paraphrase", "short",
     [res("call_wx34", "get_forecast", {"location": "Calgary, AB", "date": "2027-12-03"},
          {"high_c": -4, "low_c": -15, "wind_kmh": 20, "gust_kmh": 50, "feels_like_min_c": -24, "snow_cm": 2})],
     "Tomorrow tops out at −4° after an overnight −15°, with a steady 20 km/h wind that gusts to 50, so it'll feel "
     "like −24 first thing.",
     "High/low and sustained/gust pairs told right ('tops out' / 'overnight', 'steady' / 'gusts'); feels-like −24.",
     checks=[V("−4°", -4, "0.high_c"), V("−15°", -15, "0.low_c"), V("20 km/h", 20, "0.wind_kmh"),
             V("gusts to 50", 50, "0.gust_kmh"), V("−24", -24, "0.feels_like_min_c")])

case("en", "paraphrase", "short",
     [res("call_aq35", "get_station", {"station": "Lakeshore", "window": "24h"},
          {"aqi": 55, "pm25": {"avg_24h": 11.6, "max_1h": 27.3}, "pm10": {"avg_24h": 24.8, "max_1h": 52.0}})],
     "Lakeshore averaged 11.6 µg/m³ of fine particles and 24.8 of the coarser PM10 over the past day, with the worst "
     "hour hitting 27.3 and 52.0 respectively; AQI 55.",
     "PM2.5 ('fine particles') vs PM10, 24-hour average vs 1-hour max, told right; 'respectively' pairs 27.3 with "
     "PM2.5 and 52.0 with PM10. 'past day' echoes window 24h.",
     checks=[V("11.6", 11.6, "0.pm25.avg_24h"), V("24.8", 24.8, "0.pm10.avg_24h"), V("27.3", 27.3, "0.pm25.max_1h"),
             V("52.0", 52.0, "0.pm10.max_1h"), V("AQI 55", 55, "0.aqi")])

# ---- rounding 5
case("en", "rounding", "short",
     [res("call_tm36", "get_roaming_usage", {"line": "9021", "trip": "2027-07-03/2027-07-17"},
          {"country": "Japan", "data_gb": 2.347, "calls_min": 37, "daily_pass_days": 11, "charges_usd": 110.00})],
     "In Japan you used about 2.35 GB and 37 minutes of calls, on 11 day-pass days, for $110 in roaming charges.",
     "2.35 ~ 2.347 (0.13%); 37, 11, $110 (= 11 x $10).",
     checks=[R("2.35 GB", 2.35, lambda g: g("0.data_gb")), V("37 minutes", 37, "0.calls_min"),
             V("11 day-pass", 11, "0.daily_pass_days"), V("$110", 110, "0.charges_usd")])

case("en", "rounding", "medium",
     [res("call_ss37", "get_api_usage", {"org": "acme-sync", "month": "2027-08"},
          {"requests": 4213877, "included": 5000000, "errors": 12944, "p95_latency_ms": 412, "overage_requests": 0})],
     "August came in at just over 4.21 million API calls, comfortably inside the 5 million included, so no overage. "
     "Errors were about 12.9k, roughly 0.307% of traffic, and p95 latency sat at 412 ms.",
     "4.21M ~ 4,213,877 (0.09%, 'just over' holds); 5 million = 5,000,000; 12.9k ~ 12,944 (0.34%); "
     "12944/4213877 = 0.3072% ~ 0.307%; 412 ms.",
     checks=[R("4.21 million", 4.21e6, lambda g: g("0.requests")), E(None, True, lambda g: g("0.requests") > 4.21e6),
             V("5 million", 5, "0.included", scale=1e6), R("12.9k", 12900, lambda g: g("0.errors")),
             R("0.307%", 0.307, lambda g: g("0.errors") / g("0.requests") * 100), V("412 ms", 412, "0.p95_latency_ms")])

case("en", "rounding", "long",
     [res("call_pt38", "get_ridership", {"system": "RiverLink", "month": "2027-09"},
          {"total_boardings": 1862417, "bus": 1204388, "light_rail": 612905, "ferry": 45124, "weekday_avg": 71630,
           "weekend_avg": 28944, "yoy_change": 0.064})],
     "September ridership on RiverLink 🚌\n\n"
     "- **Total:** roughly 1.86 million boardings, up 6.4% on last September\n"
     "- **Bus:** about 1.2 million, just under two-thirds of the total\n- **Light rail:** around 613k\n"
     "- **Ferry:** about 45k\n- **Average weekday:** roughly 71.6k riders, vs about 28.9k on a weekend day\n\n"
     "Weekdays carry about 2.47 times a weekend day's load, so if service has to be trimmed, weekends are where it "
     "hurts the fewest riders.",
     "1.86M ~ 1,862,417 (0.13%); 1.2M ~ 1,204,388 (0.36%); 1204388/1862417 = 64.7% (just under two-thirds); "
     "613k ~ 612,905; 45k ~ 45,124 (0.27%); 71.6k ~ 71,630; 28.9k ~ 28,944 (0.15%); 71630/28944 = 2.475 ~ 2.47 "
     "(0.2%); 0.064 = 6.4%; bus + rail + ferry = total.",
     checks=[R("1.86 million", 1.86e6, lambda g: g("0.total_boardings")), V("6.4%", 6.4, "0.yoy_change", scale=0.01),
             R("1.2 million", 1.2e6, lambda g: g("0.bus")),
             E(None, True, lambda g: 0.6 < g("0.bus") / g("0.total_boardings") < 2 / 3),
             R("613k", 613000, lambda g: g("0.light_rail")), R("45k", 45000, lambda g: g("0.ferry")),
             R("71.6k", 71600, lambda g: g("0.weekday_avg")), R("28.9k", 28900, lambda g: g("0.weekend_avg")),
             R("2.47 times", 2.47, lambda g: g("0.weekday_avg") / g("0.weekend_avg")),
             E(None, 1862417, lambda g: g("0.bus") + g("0.light_rail") + g("0.ferry"))])

case("en", "rounding", "short",
     [res("call_qc39", "get_monthly_quality", {"plant": "Plant 1", "month": "2027-02"},
          {"units": 482310, "defects": 1027, "ppm": 2129.4, "customer_returns": 3})],
     "February at Plant 1: about 482k units with 1,027 defects, roughly 2,130 ppm, and only 3 customer returns.",
     "482k ~ 482,310 (0.06%); 1,027; 2,130 ~ 2,129.4 (0.03%; = 1027/482310 x 10^6); 3 returns.",
     checks=[R("482k", 482000, lambda g: g("0.units")), V("1,027", 1027, "0.defects"),
             R("2,130 ppm", 2130, lambda g: g("0.ppm")), R(None, 2129.4, lambda g: g("0.defects") / g("0.units") * 1e6),
             V("3 customer", 3, "0.customer_returns")])

case("en", "rounding", "short",
     [res("call_ht40", "get_points", {"member": "HR-77310"},
          {"balance": 184962, "pending": 3150, "lifetime": 1208734})],
     "You're sitting on just under 185k points (another 3,150 on the way) and about 1.21 million earned lifetime.",
     "185k ~ 184,962 (0.02%, 'just under' holds); pending 3,150; 1.21M ~ 1,208,734 (0.10%).",
     checks=[R("185k", 185000, lambda g: g("0.balance")), E(None, True, lambda g: g("0.balance") < 185000),
             V("3,150", 3150, "0.pending"), R("1.21 million", 1.21e6, lambda g: g("0.lifetime"))])

# ---- derived 5
case("en", "derived", "long",
     [res("call_cb41", "get_compute_spend", {"account": "data-eng", "month": "2027-05"},
          {"compute": {"on_demand_usd": 8420.75, "savings_plan_covered_usd": 5200.00, "spot_usd": 1143.30},
           "total_usd": 14764.05})],
     "May compute for data-eng by pricing model 💸\n\n| Pricing | Spend | Share |\n|---|---|---|\n"
     "| On-demand | $8,420.75 | 57.04% |\n| Savings Plan | $5,200.00 | 35.22% |\n| Spot | $1,143.30 | 7.74% |\n"
     "| **Total** | **$14,764.05** | 100% |\n\n"
     "On-demand is still $3,220.75 more than the Savings Plan portion, about 1.62 times as much. Covered plus spot "
     "is $6,343.30, so less than half the compute bill got any discount. If that on-demand baseline is steady, "
     "raising the commitment is the obvious lever.",
     "Shares: 8420.75/14764.05 = 57.035%, 5200/14764.05 = 35.221%, 1143.30/14764.05 = 7.744%; "
     "8420.75-5200 = 3,220.75; 8420.75/5200 = 1.619 ~ 1.62; 5200+1143.30 = 6,343.30 = 42.96% (< half).",
     checks=[V("$8,420.75", 8420.75, "0.compute.on_demand_usd"), V("$5,200.00", 5200.00,
                                                                      "0.compute.savings_plan_covered_usd"),
             V("$1,143.30", 1143.30, "0.compute.spot_usd"), V("$14,764.05", 14764.05, "0.total_usd"),
             R("57.04%", 57.04, lambda g: g("0.compute.on_demand_usd") / g("0.total_usd") * 100),
             R("35.22%", 35.22, lambda g: g("0.compute.savings_plan_covered_usd") / g("0.total_usd") * 100),
             R("7.74%", 7.74, lambda g: g("0.compute.spot_usd") / g("0.total_usd") * 100),
             E("$3,220.75", 3220.75, lambda g: g("0.compute.on_demand_usd") - g("0.compute.savings_plan_covered_usd")),
             R("1.62 times", 1.62, lambda g: g("0.compute.on_demand_usd") / g("0.compute.savings_plan_covered_usd")),
             E("$6,343.30", 6343.30, lambda g: g("0.compute.savings_plan_covered_usd") + g("0.compute.spot_usd")),
             E(None, True, lambda g: 6343.30 < g("0.total_usd") / 2)])

case("en", "derived", "medium",
     [res("call_rs42", "get_payout_summary", {"store": "Taqueria Sol", "month": "2027-03"},
          {"customer_paid_usd": 36870.40, "food_sales_usd": 33980.00, "delivery_fees_paid_by_customer_usd": 2890.40,
           "platform_fees_usd": 8155.20, "net_payout_usd": 25824.80})],
     "Customers paid $36,870.40 in March and $25,824.80 reached you. The $11,045.60 gap is $2,890.40 of delivery fees "
     "that stay with the platform plus $8,155.20 in platform fees, which works out to 24% of your $33,980.00 in food "
     "sales.",
     "Customer-paid vs net payout told with their labels; 36870.40-25824.80 = 11,045.60 = 2890.40+8155.20; "
     "8155.20/33980 = 24.0%.",
     checks=[V("$36,870.40", 36870.40, "0.customer_paid_usd"), V("$25,824.80", 25824.80, "0.net_payout_usd"),
             E("$11,045.60", 11045.60, lambda g: g("0.customer_paid_usd") - g("0.net_payout_usd")),
             E(None, 11045.60, lambda g: g("0.delivery_fees_paid_by_customer_usd") + g("0.platform_fees_usd")),
             V("$2,890.40", 2890.40, "0.delivery_fees_paid_by_customer_usd"), V("$8,155.20", 8155.20,
                                                                                 "0.platform_fees_usd"),
             E("24%", 24, lambda g: g("0.platform_fees_usd") / g("0.food_sales_usd") * 100),
             V("$33,980.00", 33980.00, "0.food_sales_usd")])

case("en", "derived", "short",
     [res("call_sc43", "get_credit_summary", {"student": "R. Alvarez"},
          {"attempted": 64, "earned": 58, "transfer": 6, "withdrawn": 6})],
     "Of 64 credits attempted, 58 were earned, so 6 didn't count, a 90.6% completion rate (most aid programs want "
     "at least 67%).",
     "64-58 = 6; 58/64 = 90.625% ~ 90.6% (0.03%). 67% is the usual aid rule, not a result value.",
     checks=[V("64 credits", 64, "0.attempted"), V("58 were", 58, "0.earned"),
             E("6 didn't", 6, lambda g: g("0.attempted") - g("0.earned")),
             R("90.6%", 90.6, lambda g: g("0.earned") / g("0.attempted") * 100)])

case("en", "derived", "medium",
     [res("call_wx44", "get_daily_obs", {"station": "Phoenix Sky Harbor", "date": "2027-07-11"},
          {"max_c": 46.1, "min_c": 31.7, "wind_avg_kmh": 14, "gust_max_kmh": 61, "humidity_min": 0.08})],
     "Yesterday topped out at 46.1° and never got below 31.7°, a spread of just 14.4°. Winds averaged 14 km/h, but "
     "one gust hit 61 km/h, 47 above the average.",
     "High/low and average/gust told with their labels; 46.1-31.7 = 14.4; 61-14 = 47.",
     checks=[V("46.1°", 46.1, "0.max_c"), V("31.7°", 31.7, "0.min_c"),
             E("14.4°", 14.4, lambda g: round(g("0.max_c") - g("0.min_c"), 6)), V("averaged 14", 14, "0.wind_avg_kmh"),
             V("61 km/h", 61, "0.gust_max_kmh"), E("47 above", 47, lambda g: g("0.gust_max_kmh") - g("0.wind_avg_kmh"))])

case("en", "derived", "long",
     [res("call_tm45", "get_plan_usage", {"account": "family", "cycle": "current"},
          {"cycle_end": "2027-06-20", "days_left": 8, "shared_data": {"cap_gb": 60, "used_gb": 47.6},
           "lines": [{"name": "Mom", "used_gb": 21.3}, {"name": "Dad", "used_gb": 9.8},
                     {"name": "Zoe", "used_gb": 16.5}]})],
     "Family plan check-in 📶\n\n"
     "- **Shared pool:** 47.6 GB used of 60, so 12.4 GB left with 8 days to go (it resets June 20)\n"
     "- **By line:** Mom 21.3 GB, Zoe 16.5, Dad 9.8\n- **Pace:** about 1.55 GB a day keeps you under\n\n"
     "Mom's line is 44.7% of everything used, so if it gets tight, hers is the one to move onto Wi-Fi first.",
     "Used vs cap told with labels; 60-47.6 = 12.4; 12.4/8 = 1.55; 21.3/47.6 = 44.75% ~ 44.7% (0.1%); lines sum to "
     "47.6.",
     checks=[V("47.6 GB", 47.6, "0.shared_data.used_gb"), V("of 60", 60, "0.shared_data.cap_gb"),
             E("12.4 GB", 12.4, lambda g: round(g("0.shared_data.cap_gb") - g("0.shared_data.used_gb"), 6)),
             V("8 days", 8, "0.days_left"), V("Mom 21.3", 21.3, "0.lines.0.used_gb"), V("Zoe 16.5", 16.5, "0.lines.2.used_gb"),
             V("Dad 9.8", 9.8, "0.lines.1.used_gb"), E("1.55 GB", 1.55, lambda g: round(12.4 / g("0.days_left"), 6)),
             R("44.7%", 44.7, lambda g: g("0.lines.0.used_gb") / g("0.shared_data.used_gb") * 100),
             E(None, 47.6, lambda g: round(sum(g(f"0.lines.{i}.used_gb") for i in range(3)), 6)), L("June 20")])

# ---- echo 5
case("en", "echo", "medium",
     [res("call_al46", "search_award", {"from": "SFO", "to": "NRT", "date": "2027-04-09", "cabin": "premium_economy",
                                        "passengers": 2},
          {"options": [{"flight": "NH 7", "miles_per_person": 55000, "taxes_usd_per_person": 86.10,
                        "seats_available": 2},
                       {"flight": "UA 837", "miles_per_person": 70000, "taxes_usd_per_person": 5.60,
                        "seats_available": 4}]})],
     "For 2 people in premium economy from SFO to Tokyo-Narita on Friday, April 9, there are two options. NH 7 is "
     "55,000 miles each (110,000 total) plus $86.10 per person, with exactly 2 seats left; UA 837 is 70,000 each plus "
     "$5.60, with 4 seats.",
     "2 people, cabin, route and date echo the arguments (2027-04-09 is a Friday); 55,000 x 2 = 110,000; $86.10, "
     "2 seats, 70,000, $5.60, 4 seats from the result; 'NH 7' / 'UA 837' are flight numbers.",
     checks=[V("For 2 people", 2, "0:passengers"), WD("Friday, April 9", "2027-04-09", "Friday"),
             V("55,000 miles", 55000, "0.options.0.miles_per_person"),
             E("110,000 total", 110000, lambda g: g("0.options.0.miles_per_person") * g("0:passengers")),
             V("$86.10", 86.10, "0.options.0.taxes_usd_per_person"), V("exactly 2 seats", 2,
                                                                        "0.options.0.seats_available"),
             V("70,000 each", 70000, "0.options.1.miles_per_person"), V("$5.60", 5.60, "0.options.1.taxes_usd_per_person"),
             V("4 seats", 4, "0.options.1.seats_available")])

case("en", "echo", "short",
     [res("call_pt47", "plan_trip", {"from": "Union Station", "to": "Airport", "depart_at": "08:15",
                                     "date": "2027-02-16"},
          {"itineraries": [{"legs": ["Red Line", "Airport Express 90"], "duration_min": 52, "arrive": "09:07",
                            "fare_usd": 3.25, "transfers": 1}]})],
     "Leaving Union Station at 8:15, take the Red Line then the Airport Express 90: 52 minutes, one transfer, at the "
     "airport by 9:07 for $3.25.",
     "8:15 echoes depart_at; 52 min, 1 transfer, 09:07, $3.25 from the result (8:15 + 52 min = 9:07); 90 is a route "
     "name.",
     checks=[V("52 minutes", 52, "0.itineraries.0.duration_min"), V("$3.25", 3.25, "0.itineraries.0.fare_usd"),
             E(None, 9 * 60 + 7, 8 * 60 + 15 + 52), L("8:15"), L("9:07"), L("one transfer")])

case("en", "echo", "short",
     [res("call_rs48", "create_reservation", {"venue": "Osteria Nove", "date": "2027-09-10", "time": "19:30",
                                              "party_size": 6, "name": "Kowalski"},
          {"confirmation": "ON-48213", "status": "confirmed", "deposit_usd": 60.00,
           "cancel_by": "2027-09-09T19:30:00"})],
     "You're booked: table for 6 under Kowalski on Friday, Sept 10 at 7:30 pm, confirmation ON-48213. There's a $60 "
     "deposit, refundable if you cancel by 7:30 pm the day before.",
     "Party of 6, date and 19:30 echo the arguments (2027-09-10 is a Friday); $60 deposit and cancel_by "
     "2027-09-09T19:30 = 7:30 pm the day before from the result.",
     checks=[V("table for 6", 6, "0:party_size"), WD("Friday, Sept 10", "2027-09-10", "Friday"),
             V("$60 deposit", 60, "0.deposit_usd"), L("7:30 pm the day before"), L("ON-48213")])

case("en", "echo", "medium",
     [res("call_ss49", "add_seats", {"workspace": "northwind-design", "add": 15},
          {"seats": {"purchased": 265, "assigned": 231}, "prorated_charge_usd": 3487.50, "renewal_date": "2027-11-01"})],
     "Added 15 seats, so Northwind now has 265 in total (231 assigned, 34 free to hand out). The prorated charge for "
     "the rest of this term is $3,487.50, and everything renews together on Nov 1.",
     "15 echoes the argument; 265, 231, $3,487.50, Nov 1 from the result; 265-231 = 34.",
     checks=[V("Added 15", 15, "0:add"), V("265 in total", 265, "0.seats.purchased"), V("231 assigned", 231,
                                                                                      "0.seats.assigned"),
             E("34 free", 34, lambda g: g("0.seats.purchased") - g("0.seats.assigned")),
             V("$3,487.50", 3487.50, "0.prorated_charge_usd"), L("Nov 1")])

case("en", "echo", "long",
     [res("call_aq50", "get_exceedances", {"sensor": "PM-07 Eastgate", "pollutant": "pm25", "threshold_ugm3": 35,
                                           "window_hours": 24},
          {"hours_above": 5, "max_1h_ugm3": 61.8, "max_at": "2027-11-19T07:00", "avg_24h_ugm3": 24.1,
           "first_above": "2027-11-19T05:00", "last_above": "2027-11-19T09:00"})],
     "Eastgate (PM-07), last 24 hours against your 35 µg/m³ threshold 🌫️\n\n"
     "- **Hours above 35:** 5, all in one stretch from 5 am to 9 am this morning\n"
     "- **Peak:** 61.8 µg/m³ at 7 am, about 1.77 times the threshold\n"
     "- **24-hour average:** 24.1 µg/m³, under the line overall\n\n"
     "A tight morning spike like that usually means an inversion trapping wood smoke or traffic exhaust; if it "
     "repeats tomorrow, it's worth a heads-up to the school across the road.",
     "35 and 24 hours echo the arguments; 5 hours (05:00–09:00 inclusive), 61.8 at 07:00, 24.1 from the result; "
     "61.8/35 = 1.766 ~ 1.77 (0.25%).",
     checks=[V("your 35", 35, "0:threshold_ugm3"), V("last 24 hours", 24, "0:window_hours"),
             V("35:** 5", 5, "0.hours_above"), E(None, 5, 9 - 5 + 1), V("61.8", 61.8, "0.max_1h_ugm3"),
             R("1.77 times", 1.77, lambda g: g("0.max_1h_ugm3") / g("0:threshold_ugm3")),
             V("24.1", 24.1, "0.avg_24h_ugm3"), L("5 am to 9 am"), L("at 7 am")])

# ============================================================================================ Chinese, field_swap
case("zh", "field_swap", "short",
     [res("c_hf01", "query_bill", {"phone": "138****6620", "month": "2027-05"},
          ok({"packageFee": 128.00, "overDataFee": 36.00, "voiceFee": 0, "vasFee": 10.00, "totalDue": 174.00,
              "dueDate": "2027-06-20"}))],
     "5月话费一共174块，除了128的套餐费，增值业务又扣了36块。",
     "超套流量费 overDataFee 36 说成了增值业务费（vasFee 10）：近义字段互换。其余为真：174、128。",
     checks=[V("174块", 174, "0.data.totalDue"), V("128的套餐费", 128, "0.data.packageFee"),
             E(None, 174, lambda g: g("0.data.packageFee") + g("0.data.overDataFee") + g("0.data.vasFee"))],
     swap=SW("增值业务又扣了36块", 36, "0.data.overDataFee", "0.data.vasFee"))

case("zh", "field_swap", "medium",
     [res("c_ll02", "query_flow", {"phone": "139****0815"},
          ok({"general": {"usedGB": 21.37, "totalGB": 40}, "directional": {"usedGB": 8.52, "totalGB": 30},
              "cycleEnd": "2027-06-30", "daysLeft": 12}))],
     "这个月通用流量用了8.52G，套餐里一共40G；定向流量另算，总共30G。离月底还有12天，照这个用法肯定够。",
     "定向流量已用 directional.usedGB 8.52 说成了通用流量已用（general.usedGB 21.37）：近义字段互换（两个并列子对象）。"
     "其余为真：40G、30G、12天。",
     checks=[V("一共40G", 40, "0.data.general.totalGB"), V("总共30G", 30, "0.data.directional.totalGB"),
             V("12天", 12, "0.data.daysLeft")],
     swap=SW("通用流量用了8.52G", 8.52, "0.data.directional.usedGB", "0.data.general.usedGB"))

case("zh", "field_swap", "long",
     [res("c_lc03", "query_member", {"program": "云翼里程", "cardNo": "YY 2027 4481 902"},
          ok({"tier": "银卡", "availableMiles": 64320, "qualifying": {"miles": 31870, "segments": 22},
              "upgrade": {"target": "金卡", "milesNeeded": 40000, "segmentsNeeded": 40},
              "expiringMiles": {"amount": 5200, "date": "2027-12-31"}}))],
     "您的里程账户情况 ✈️\n\n- **卡级**：银卡\n- **定级里程**：今年累计64320，金卡门槛是40000\n"
     "- **定级航段**：22段，金卡要40段，还差18段\n- **年底到期**：5200里程12月31号清零\n\n"
     "升金卡主要卡在航段上。按一个月飞两趟往返、也就是4段来算，还要四个半月左右。快到期的5200里程可以先换张短途机票或者升舱，别浪费了。",
     "可用里程 availableMiles 64320 说成了定级里程（qualifying.miles 31870）：近义字段互换。其余为真：40000、22段、40段、"
     "40-22 = 18；18/4 = 4.5 = 四个半月；5200、12月31号。",
     checks=[V("门槛是40000", 40000, "0.data.upgrade.milesNeeded"), V("22段", 22, "0.data.qualifying.segments"),
             V("金卡要40段", 40, "0.data.upgrade.segmentsNeeded"),
             E("还差18段", 18, lambda g: g("0.data.upgrade.segmentsNeeded") - g("0.data.qualifying.segments")),
             E("四个半月", 4.5, lambda g: 18 / 4), V("5200里程12月31号", 5200, "0.data.expiringMiles.amount"),
             L("12月31号")],
     swap=SW("今年累计64320", 64320, "0.data.availableMiles", "0.data.qualifying.miles"))

case("zh", "field_swap", "medium",
     [res("c_jd04", "query_member", {"hotel_group": "锦程酒店集团", "memberNo": "JC88021476"},
          ok({"level": "铂金", "points": {"available": 38600, "frozen": 2400}, "nights": {"qualifying": 27, "total": 41},
              "stays": {"count": 16, "lastStay": "2027-08-02"}, "benefits": ["延迟退房至14:00", "行政酒廊"]}))],
     "您现在是铂金会员，可用积分38600，另有2400在冻结中。今年定级房晚16晚，最近一次入住是8月2号；权益里有延迟退房到下午两点和行政酒廊。",
     "入住次数 stays.count 16 说成了定级房晚（nights.qualifying 27）：嵌套子对象之间的互换。其余为真：38600、2400、8月2号、"
     "14:00 = 下午两点。",
     checks=[V("可用积分38600", 38600, "0.data.points.available"), V("2400在冻结", 2400, "0.data.points.frozen"),
             L("8月2号"), L("下午两点")],
     swap=SW("定级房晚16晚", 16, "0.data.stays.count", "0.data.nights.qualifying", shape="nested"))

case("zh", "field_swap", "long",
     [res("c_cj05", "query_scores", {"student": "李沐阳", "class": "初二(3)班", "term": "2027春"},
          ok({"subjects": [{"name": "语文", "midterm": 96, "final": 102, "full": 120},
                           {"name": "数学", "midterm": 88, "final": 109, "full": 120},
                           {"name": "英语", "midterm": 112, "final": 115, "full": 120},
                           {"name": "物理", "midterm": 71, "final": 83, "full": 100}],
              "classRank": {"midterm": 18, "final": 9}, "classSize": 46}))],
     "沐阳这学期期中、期末对比 📚\n\n| 科目 | 期中 | 期末 | 进步 |\n|---|---|---|---|\n| 语文 | 96 | 102 | +6 |\n"
     "| 数学 | 88 | 109 | +21 |\n| 英语 | 115 | 112 | +3 |\n| 物理 | 71 | 83 | +12 |\n| 总分 | 367 | 409 | +42 |\n\n"
     "班里46个人，排名从期中的第18名进到了期末的第9名。数学涨得最多，一下多了21分；物理满分100，83也不错。下学期可以把英语阅读再抓一抓，冲一冲120。",
     "交叉互换：英语一行的期中 112 和期末 115 对调（一处错误）。其余为真；进步列和总分按真值算：102-96 = 6，109-88 = 21，"
     "115-112 = 3，83-71 = 12；期中合计 367，期末合计 409，+42；46人，第18名 → 第9名。",
     checks=[L("| 语文 | 96 | 102 | +6 |"), L("| 数学 | 88 | 109 | +21 |"), L("| 物理 | 71 | 83 | +12 |"),
             E("+3 |", 3, lambda g: g("0.data.subjects.2.final") - g("0.data.subjects.2.midterm")),
             E("| 367 |", 367, lambda g: sum(g(f"0.data.subjects.{i}.midterm") for i in range(4))),
             E("| 409 |", 409, lambda g: sum(g(f"0.data.subjects.{i}.final") for i in range(4))),
             E("+42", 42, 409 - 367), V("班里46个人", 46, "0.data.classSize"),
             V("期中的第18名", 18, "0.data.classRank.midterm"), V("期末的第9名", 9, "0.data.classRank.final"),
             V("满分100", 100, "0.data.subjects.3.full")],
     swap=[SW("| 英语 | 115 |", 115, "0.data.subjects.2.final", "0.data.subjects.2.midterm", shape="crossed"),
           SW("| 115 | 112 |", 112, "0.data.subjects.2.midterm", "0.data.subjects.2.final", shape="crossed")])

case("zh", "field_swap", "short",
     [res("c_cj06", "query_exam", {"exam": "2027届高三一模", "student": "周子涵", "subject": "数学"},
          ok({"score": 128, "classAvg": 104.6, "gradeAvg": 97.3, "classRank": 6, "gradeRank": 58}))],
     "子涵一模数学考了128分，班级第6，比班平均97.3高出一大截。",
     "年级平均 gradeAvg 97.3 说成了班平均（classAvg 104.6）：近义字段互换。其余为真：128分、班级第6。",
     checks=[V("128分", 128, "0.data.score"), V("班级第6", 6, "0.data.classRank")],
     swap=SW("班平均97.3", 97.3, "0.data.gradeAvg", "0.data.classAvg"))

case("zh", "field_swap", "short",
     [res("c_cj07", "query_class_ranking", {"class": "高一(7)班", "exam": "期中", "top": 5},
          ok({"list": [{"rank": 1, "name": "陈思远", "total": 661}, {"rank": 2, "name": "王一诺", "total": 648},
                       {"rank": 3, "name": "赵可欣", "total": 637}, {"rank": 4, "name": "刘畅", "total": 629},
                       {"rank": 5, "name": "孙浩然", "total": 618}]}))],
     "高一7班期中前五名里，可欣总分648，排第三。",
     "王一诺那一行的总分 648 说成了赵可欣的（637）：取自列表另一行。其余为真：第三名；7班、前五是参数。",
     checks=[V("排第三", 3, "0.data.list.2.rank"), V("前五", 5, "0:top")],
     swap=SW("可欣总分648", 648, "0.data.list.1.total", "0.data.list.2.total", shape="row"))

case("zh", "field_swap", "long",
     [res("c_zj08", "query_iqc", {"supplier": "恒达五金", "date": "2027-04-12"},
          ok({"lots": [{"lotNo": "HD-0412-01", "part": "M4螺丝", "lotQty": 10000, "sampleQty": 125, "defectQty": 0,
                        "aql": 0.65, "result": "接收"},
                       {"lotNo": "HD-0412-02", "part": "弹簧垫片", "lotQty": 1200, "sampleQty": 80, "defectQty": 3,
                        "aql": 0.65, "result": "拒收"},
                       {"lotNo": "HD-0412-03", "part": "铜螺母", "lotQty": 3000, "sampleQty": 200, "defectQty": 2,
                        "aql": 1.0, "result": "接收"}]}))],
     "恒达五金4月12号来料检验结果 🔍\n\n| 批号 | 物料 | 抽检 | 不良 | 判定 |\n|---|---|---|---|---|\n"
     "| HD-0412-01 | M4螺丝 | 125 | 0 | 接收 |\n| HD-0412-02 | 弹簧垫片 | 80 | 3 | 拒收 |\n"
     "| HD-0412-03 | 铜螺母 | 125 | 2 | 接收 |\n\n"
     "三批里两批接收。弹簧垫片那批抽了80个挑出3个不良，超过了AQL 0.65下80个样本只允许1个的判定数，判退。三批合计抽检405件，不良5件。"
     "建议让恒达针对垫片出一份8D报告，下一批垫片加严检验。",
     "表格单元格：铜螺母一行的抽检数写成了 M4螺丝那行的 125（真值 200）：取自另一行。其余为真；合计按真值算："
     "125+80+200 = 405，0+3+2 = 5；AQL 0.65、样本80 的接收数 Ac = 1 是抽样标准，8D 是报告名。",
     checks=[L("| HD-0412-01 | M4螺丝 | 125 | 0 | 接收 |"), L("| HD-0412-02 | 弹簧垫片 | 80 | 3 | 拒收 |"),
             V("| 2 | 接收 |", 2, "0.data.lots.2.defectQty"), V("AQL 0.65", 0.65, "0.data.lots.1.aql"),
             E("合计抽检405件", 405, lambda g: sum(g(f"0.data.lots.{i}.sampleQty") for i in range(3))),
             E("不良5件", 5, lambda g: sum(g(f"0.data.lots.{i}.defectQty") for i in range(3))),
             L("4月12号")],
     swap=SW("| 铜螺母 | 125 |", 125, "0.data.lots.0.sampleQty", "0.data.lots.2.sampleQty", shape="row"))

case("zh", "field_swap", "medium",
     [res("c_zj09", "query_line_daily", {"line": "SMT-2线", "date": "2027-03-18"},
          ok({"input": 6400, "firstPassRate": 0.935, "finalPassRate": 0.992, "reworkQty": 365, "scrapQty": 51,
              "output": 6349}))],
     "SMT-2线3月18号投了6400块板，直通率99.2%，返修365块、报废51块，最后产出6349块。",
     "最终合格率 finalPassRate 0.992 说成了直通率（firstPassRate 0.935 = 93.5%）：近义字段互换（直通率是行话）。其余为真："
     "6400、365、51、6349；6400 x 0.935 = 5984，+365 = 6349 = 0.992 x 6400（取整），6400-6349 = 51。",
     checks=[V("投了6400块", 6400, "0.data.input"), V("返修365块", 365, "0.data.reworkQty"),
             V("报废51块", 51, "0.data.scrapQty"), V("产出6349块", 6349, "0.data.output"),
             E(None, 6349, lambda g: round(g("0.data.input") * g("0.data.firstPassRate") + g("0.data.reworkQty"), 6)),
             R(None, 0.992, lambda g: g("0.data.output") / g("0.data.input")),
             E(None, 51, lambda g: g("0.data.input") - g("0.data.output"))],
     swap=SW("直通率99.2%", 99.2, "0.data.finalPassRate", "0.data.firstPassRate", scale=0.01))

case("zh", "field_swap", "short",
     [res("c_zj10", "query_spc", {"part": "轴套 ZT-66", "feature": "外径Φ18±0.02"},
          ok({"n": 100, "mean": 18.004, "cpk": 1.52, "ppk": 1.27, "sigmaWithin": 0.0035, "sigmaOverall": 0.0042}))],
     "ZT-66外径抽了100件，均值18.004，算上批次间波动的长期过程能力是1.52，够客户1.33的要求。",
     "cpk 1.52 用“算上批次间波动的长期过程能力”（即 ppk，1.27）的说法讲出来：换了说法的标签互换。其余为真：100件、18.004；"
     "1.33 是客户常用要求。",
     checks=[V("100件", 100, "0.data.n"), V("均值18.004", 18.004, "0.data.mean"),
             R(None, 1.52, lambda g: (18.02 - g("0.data.mean")) / (3 * g("0.data.sigmaWithin"))),
             R(None, 1.27, lambda g: (18.02 - g("0.data.mean")) / (3 * g("0.data.sigmaOverall")))],
     swap=SW("长期过程能力是1.52", 1.52, "0.data.cpk", "0.data.ppk", shape="paraphrase-label"))

case("zh", "field_swap", "medium",
     [res("c_wm11", "query_order_settle", {"orderId": "20270618123456"},
          ok({"goodsAmount": 86.00, "packingFee": 4.00, "merchantDiscount": 13.00, "platformDiscount": 8.00,
              "customerPaid": 69.00, "commission": 6.16, "deliveryServiceFee": 5.00, "merchantReceive": 65.84}))],
     "这单菜品原价86，加4块打包费，顾客用了您的13块券和平台的8块券。您这边到手69元，里面已经扣掉了佣金6.16和配送服务费5块。",
     "顾客实付 customerPaid 69 用“您这边到手”（商家实收 merchantReceive 65.84）的说法讲出来：换了说法的标签互换。其余为真："
     "86、4、13、8、6.16、5；86+4-13-8 = 69（顾客实付），86+4-13-6.16-5 = 65.84（商家实收）。",
     checks=[V("原价86", 86, "0.data.goodsAmount"), V("4块打包费", 4, "0.data.packingFee"),
             V("13块券", 13, "0.data.merchantDiscount"), V("8块券", 8, "0.data.platformDiscount"),
             V("佣金6.16", 6.16, "0.data.commission"), V("配送服务费5块", 5, "0.data.deliveryServiceFee"),
             E(None, 69, lambda g: 86 + 4 - 13 - 8),
             E(None, 65.84, lambda g: round(86 + 4 - 13 - g("0.data.commission") - g("0.data.deliveryServiceFee"), 6))],
     swap=SW("您这边到手69元", 69, "0.data.customerPaid", "0.data.merchantReceive", shape="paraphrase-label"))

case("zh", "field_swap", "long",
     [res("c_wm12", "query_daily_bills", {"shopId": "MT-880213", "from": "2027-09-01", "to": "2027-09-05"},
          ok({"list": [{"date": "2027-09-01", "orders": 61, "turnover": 3684.50, "income": 2911.26},
                       {"date": "2027-09-02", "orders": 55, "turnover": 3312.00, "income": 2605.84},
                       {"date": "2027-09-03", "orders": 72, "turnover": 4418.80, "income": 3490.35},
                       {"date": "2027-09-04", "orders": 89, "turnover": 5620.40, "income": 4431.07},
                       {"date": "2027-09-05", "orders": 94, "turnover": 6012.70, "income": 4755.62}]}))],
     "9月1号到5号每天的外卖账 🧾\n\n| 日期 | 单量 | 实收（元） |\n|---|---|---|\n| 9月1日（周三） | 61 | 2911.26 |\n"
     "| 9月2日（周四） | 55 | 2605.84 |\n| 9月3日（周五） | 72 | 3490.35 |\n| 9月4日（周六） | 89 | 5620.40 |\n"
     "| 9月5日（周日） | 94 | 4755.62 |\n\n"
     "五天一共371单，营业额合计23048.40，实收合计18194.14，实收率78.9%。周末两天的单量比工作日高出一截，周六周日中午可以多排一个打包的人手。",
     "表格单元格：9月4日的“实收”格写成了当天的营业额 turnover 5620.40（实收 income 4431.07）：同一行里的近义字段。"
     "其余为真；合计按真值算：61+55+72+89+94 = 371，营业额 23048.40，实收 18194.14，18194.14/23048.40 = 78.94% ≈ 78.9%；"
     "2027-09-01 至 09-05 是周三至周日。",
     checks=[L("| 61 | 2911.26 |"), L("| 55 | 2605.84 |"), L("| 72 | 3490.35 |"), L("| 94 | 4755.62 |"),
             V("| 89 |", 89, "0.data.list.3.orders"),
             E("371单", 371, lambda g: sum(g(f"0.data.list.{i}.orders") for i in range(5))),
             E("23048.40", 23048.40, lambda g: round(sum(g(f"0.data.list.{i}.turnover") for i in range(5)), 2)),
             E("18194.14", 18194.14, lambda g: round(sum(g(f"0.data.list.{i}.income") for i in range(5)), 2)),
             R("78.9%", 78.9, lambda g: 18194.14 / 23048.40 * 100),
             WD("9月1日（周三）", "2027-09-01", "Wednesday"), WD("9月2日（周四）", "2027-09-02", "Thursday"),
             WD("9月3日（周五）", "2027-09-03", "Friday"), WD("9月4日（周六）", "2027-09-04", "Saturday"),
             WD("9月5日（周日）", "2027-09-05", "Sunday")],
     swap=SW("| 89 | 5620.40 |", 5620.40, "0.data.list.3.turnover", "0.data.list.3.income", shape="table"))

case("zh", "field_swap", "long",
     [res("c_ct13", "query_store_daily", {"store": "湘味小馆·万达店", "date": "2027-11-06"},
          ok({"revenue": 28640.00, "tables": 32, "seats": 128, "covers": 214, "turnoverRate": 3.4,
              "seatOccupancy": 0.78, "avgSpend": 133.83, "dineInOrders": 109, "takeawayOrders": 46,
              "takeawayRevenue": 3910.50}))],
     "万达店11月6号（周六）日报 📋\n\n- 营业额：28640元，其中外卖46单、3910.50元\n- 堂食：109桌，接待214位客人，人均133.83\n"
     "- 翻台率：0.78，32张桌子\n- 堂食收入：24729.50元（营业额减外卖）\n- 外卖占比：13.7%\n\n"
     "周六晚市一般能翻到4轮以上，晚上可以开放线上排队取号，减少门口流失。",
     "上座率 seatOccupancy 0.78 说成了翻台率（turnoverRate 3.4）：近义字段互换。其余为真：28640、46单、3910.50、109桌、"
     "214位、133.83、32张；28640-3910.50 = 24729.50；3910.50/28640 = 13.65% ≈ 13.7%；2027-11-06 是周六。4轮是经验说法。",
     checks=[V("28640元", 28640, "0.data.revenue"), V("外卖46单", 46, "0.data.takeawayOrders"),
             V("3910.50元", 3910.50, "0.data.takeawayRevenue"), V("109桌", 109, "0.data.dineInOrders"),
             V("214位", 214, "0.data.covers"), V("人均133.83", 133.83, "0.data.avgSpend"),
             V("32张桌子", 32, "0.data.tables"),
             E("24729.50元", 24729.50, lambda g: g("0.data.revenue") - g("0.data.takeawayRevenue")),
             R("13.7%", 13.7, lambda g: g("0.data.takeawayRevenue") / g("0.data.revenue") * 100),
             R(None, 3.4, lambda g: g("0.data.dineInOrders") / g("0.data.tables")),
             WD("11月6号（周六）", "2027-11-06", "Saturday")],
     swap=SW("翻台率：0.78", 0.78, "0.data.seatOccupancy", "0.data.turnoverRate"))

case("zh", "field_swap", "long",
     [res("c_yun14", "query_bill", {"account": "生产环境", "month": "2027-08"},
          ok({"total": 46218.35, "coupon": 0,
              "subscription": {"amount": 28800.00, "items": [{"product": "ECS", "amount": 19200.00},
                                                             {"product": "RDS", "amount": 9600.00}]},
              "payAsYouGo": {"amount": 17418.35, "items": [{"product": "ECS", "amount": 6240.80},
                                                           {"product": "OSS", "amount": 3122.45},
                                                           {"product": "CDN流量", "amount": 7465.10},
                                                           {"product": "SLS日志", "amount": 590.00}]}}))],
     "8月生产环境账单46218.35元 ☁️\n\n**包年包月 28800元**\n- ECS 19200\n- RDS 9600\n\n**按量付费 17418.35元**\n"
     "- CDN流量 7465.10，最大头\n- ECS 9600，弹性扩容那部分\n- OSS 3122.45\n- SLS日志 590\n\n"
     "按量部分占了37.7%。CDN这块如果流量比较稳，买流量包一般能省两到三成。",
     "按量付费里的 ECS 写成了 9600（包年包月子对象里 RDS 的金额），真值 6240.80：嵌套子对象之间的互换。其余为真；"
     "17418.35/46218.35 = 37.69% ≈ 37.7%；两到三成是经验说法。",
     checks=[V("账单46218.35元", 46218.35, "0.data.total"), V("包年包月 28800元", 28800, "0.data.subscription.amount"),
             V("ECS 19200", 19200, "0.data.subscription.items.0.amount"),
             V("RDS 9600", 9600, "0.data.subscription.items.1.amount"),
             V("按量付费 17418.35元", 17418.35, "0.data.payAsYouGo.amount"),
             V("CDN流量 7465.10", 7465.10, "0.data.payAsYouGo.items.2.amount"),
             V("OSS 3122.45", 3122.45, "0.data.payAsYouGo.items.1.amount"),
             V("SLS日志 590", 590, "0.data.payAsYouGo.items.3.amount"),
             E(None, 17418.35, lambda g: round(sum(g(f"0.data.payAsYouGo.items.{i}.amount") for i in range(4)), 2)),
             E(None, 46218.35, lambda g: g("0.data.subscription.amount") + g("0.data.payAsYouGo.amount")),
             R("37.7%", 37.7, lambda g: g("0.data.payAsYouGo.amount") / g("0.data.total") * 100)],
     swap=SW("ECS 9600，弹性扩容", 9600, "0.data.subscription.items.1.amount", "0.data.payAsYouGo.items.0.amount",
             shape="nested"))

case("zh", "field_swap", "medium",
     [res("c_saas15", "query_license", {"corp": "杭州云帆科技", "product": "协同办公旗舰版"},
          ok({"seats": {"purchased": 300, "activated": 276}, "active30d": 203, "expireDate": "2028-03-31",
              "pricePerSeatYear": 360}))],
     "旗舰版一共买了300个席位，近30天活跃276人。明年3月31号到期，按每人每年360算，续费是10.8万。",
     "已激活席位 seats.activated 276（嵌套子对象）说成了近30天活跃（active30d 203）：嵌套互换。其余为真：300、3月31号、"
     "360；300 x 360 = 108000 = 10.8万。",
     checks=[V("300个席位", 300, "0.data.seats.purchased"), V("每人每年360", 360, "0.data.pricePerSeatYear"),
             E("10.8万", 10.8e4, lambda g: g("0.data.seats.purchased") * g("0.data.pricePerSeatYear")),
             L("3月31号")],
     swap=SW("近30天活跃276人", 276, "0.data.seats.activated", "0.data.active30d", shape="nested"))

case("zh", "field_swap", "medium",
     [res("c_gj16", "query_route_stats", {"routes": ["18路", "36路", "K2路"], "month": "2027-10"},
          ok({"list": [{"route": "18路", "onTimeRate": 0.921, "passengers": 412630, "avgHeadwayMin": 8},
                       {"route": "36路", "onTimeRate": 0.874, "passengers": 286410, "avgHeadwayMin": 12},
                       {"route": "K2路", "onTimeRate": 0.802, "passengers": 158220, "avgHeadwayMin": 15}]}))],
     "10月这三条线：18路准点率92.1%，客流412630人次，最稳；36路准点率87.4%，平均12分钟一班。"
     "K2路垫底，准点率80.2%，客流286410人次，发车间隔15分钟。",
     "36路那一行的客流 286410 说成了 K2路的（158220）：取自列表另一行。其余为真。",
     checks=[V("92.1%", 92.1, "0.data.list.0.onTimeRate", scale=0.01), V("客流412630", 412630, "0.data.list.0.passengers"),
             V("87.4%", 87.4, "0.data.list.1.onTimeRate", scale=0.01), V("12分钟一班", 12, "0.data.list.1.avgHeadwayMin"),
             V("80.2%", 80.2, "0.data.list.2.onTimeRate", scale=0.01), V("间隔15分钟", 15, "0.data.list.2.avgHeadwayMin")],
     swap=SW("客流286410人次", 286410, "0.data.list.1.passengers", "0.data.list.2.passengers", shape="row"))

case("zh", "field_swap", "short",
     [res("c_dt17", "query_station_flow", {"station": "人民广场", "date": "2027-12-24"},
          ok({"entries": 118423, "exits": 126907, "transfers": 203566, "peakHour": "18:00-19:00"}))],
     "平安夜人民广场站换乘203566人次，进站126907人次，晚高峰在18点到19点。",
     "出站量 exits 126907 说成了进站（entries 118423）：近义字段互换。其余为真：换乘 203566、18:00-19:00；12月24日是平安夜。",
     checks=[V("换乘203566", 203566, "0.data.transfers"), L("18点到19点")],
     swap=SW("进站126907人次", 126907, "0.data.exits", "0.data.entries"))

case("zh", "field_swap", "long",
     [res("c_hj18", "query_aqi", {"city": "石家庄", "station": "世纪公园", "date": "2027-01-08"},
          ok({"aqi": 189, "level": "中度污染", "primary": "PM2.5", "pm25": 142, "pm10": 198, "so2": 18, "no2": 64,
              "co": 1.6, "o3": 22, "forecast": {"tomorrowAqi": "120-140"}}))],
     "世纪公园站今天（1月8号）的空气 😷\n\n- AQI 189，中度污染，首要污染物PM2.5\n- PM2.5：198微克/立方米，将近国家二级标准75的1.9倍\n"
     "- 二氧化氮64，一氧化碳1.6毫克，臭氧22\n- 明天预报AQI在120到140之间，会好一些\n\n"
     "今天尽量少开窗，出门戴N95口罩，老人孩子别做户外运动。",
     "PM10 的 198 说成了 PM2.5（真值 142）：近义字段互换。其余为真：189、64、1.6、22、120-140；倍数按真值算："
     "142/75 = 1.893，将近1.9倍；75 是国标二级日均限值，N95 是口罩型号。",
     checks=[V("AQI 189", 189, "0.data.aqi"), V("二氧化氮64", 64, "0.data.no2"), V("一氧化碳1.6", 1.6, "0.data.co"),
             V("臭氧22", 22, "0.data.o3"), R("1.9倍", 1.9, lambda g: g("0.data.pm25") / 75),
             E(None, True, lambda g: g("0.data.pm25") / 75 < 1.9), L("120到140")],
     swap=SW("PM2.5：198", 198, "0.data.pm10", "0.data.pm25"))

# ======================================================================================= Chinese, field_swap_cross
case("zh", "field_swap_cross", "short",
     [res("c_ll19a", "query_flow", {"phone": "136****2251", "month": "2027-07"},
          ok({"usedGB": 18.6, "totalGB": 30, "voiceMin": 236})),
      res("c_ll19b", "query_flow", {"phone": "136****2251", "month": "2027-06"},
          ok({"usedGB": 27.4, "totalGB": 30, "voiceMin": 301}))],
     "这个月到现在通话236分钟，流量用了27.4G（套餐30G）。",
     "上个月（第二次调用）的 usedGB 27.4 说成了本月的（18.6）：跨调用互换。其余为真：30G、本月通话236分钟。",
     checks=[V("套餐30G", 30, "0.data.totalGB"), V("通话236分钟", 236, "0.data.voiceMin")],
     swap=SW("流量用了27.4G", 27.4, "1.data.usedGB", "0.data.usedGB", shape="cross-call"))

case("zh", "field_swap_cross", "medium",
     [res("c_lc20a", "query_miles", {"member": "本人"},
          ok({"name": "张蕾", "tier": "普卡", "availableMiles": 18450})),
      res("c_lc20b", "query_miles", {"member": "家庭成员:张建国"},
          ok({"name": "张建国", "tier": "金卡", "availableMiles": 92600})),
      res("c_lc20c", "query_award", {"route": "上海-三亚", "date": "2028-01-26", "cabin": "经济舱"},
          ok({"milesRequired": 25000, "taxYuan": 100, "seatsLeft": 3}))],
     "1月26号（周三）上海飞三亚的经济舱，兑换要25000里程加100块税费，还剩3个座。您自己账户里有92600里程，够换了，不用动爸爸那边的。",
     "家庭成员张建国的 availableMiles 92600（另一次调用）说成了用户本人的（18450）：跨调用互换。其余为真：25000、100、3个座；"
     "日期是参数，2028-01-26 是周三。",
     checks=[V("25000里程", 25000, "2.data.milesRequired"), V("100块税费", 100, "2.data.taxYuan"),
             V("3个座", 3, "2.data.seatsLeft"), WD("1月26号（周三）", "2028-01-26", "Wednesday")],
     swap=SW("您自己账户里有92600里程", 92600, "1.data.availableMiles", "0.data.availableMiles", shape="cross-call"))

case("zh", "field_swap_cross", "medium",
     [res("c_cj21a", "query_exam", {"student": "吴悠", "exam": "10月月考"},
          ok({"total": 583, "classRank": 12, "gradeRank": 97})),
      res("c_cj21b", "query_exam", {"student": "吴悠", "exam": "9月月考"},
          ok({"total": 561, "classRank": 19, "gradeRank": 142}))],
     "吴悠10月月考总分583，比9月多了22分。班级排第12，年级排到了第142名。",
     "9月月考的年级排名 142（另一次调用）说成了10月的（97）：跨调用互换。其余为真：583、12；583-561 = 22。",
     checks=[V("总分583", 583, "0.data.total"), V("班级排第12", 12, "0.data.classRank"),
             E("多了22分", 22, lambda g: g("0.data.total") - g("1.data.total"))],
     swap=SW("年级排到了第142名", 142, "1.data.gradeRank", "0.data.gradeRank", shape="cross-call"))

case("zh", "field_swap_cross", "long",
     [res("c_ct22a", "query_store_daily", {"store": "湘味小馆·万达店", "date": "2027-11-13"},
          ok({"revenue": 31206.00, "orders": 168, "covers": 236, "avgSpend": 132.23, "laborCostRate": 0.224})),
      res("c_ct22b", "query_store_daily", {"store": "湘味小馆·河西店", "date": "2027-11-13"},
          ok({"revenue": 19875.50, "orders": 121, "covers": 172, "avgSpend": 115.56, "laborCostRate": 0.276}))],
     "11月13号（周六）两家店对比 🍲\n\n| 指标 | 万达店 | 河西店 |\n|---|---|---|\n| 营业额 | 31206.00 | 19875.50 |\n"
     "| 订单数 | 121 | 168 |\n| 客人数 | 236 | 172 |\n| 人均 | 132.23 | 115.56 |\n| 人力成本占比 | 22.4% | 27.6% |\n\n"
     "两店合计51081.50元，万达店比河西店多卖了11330.50元。河西店人力占比高出5.2个百分点，工作日午市可以考虑少排一个班。",
     "交叉互换（跨调用）：两家店的订单数 168 / 121 在表里对调（一处错误）。其余为真；31206+19875.50 = 51081.50，"
     "31206-19875.50 = 11330.50，27.6-22.4 = 5.2；2027-11-13 是周六。",
     checks=[L("| 营业额 | 31206.00 | 19875.50 |"), L("| 客人数 | 236 | 172 |"), L("| 人均 | 132.23 | 115.56 |"),
             V("| 22.4% |", 22.4, "0.data.laborCostRate", scale=0.01), V("27.6% |", 27.6, "1.data.laborCostRate", scale=0.01),
             R(None, 132.23, lambda g: g("0.data.revenue") / g("0.data.covers")),
             R(None, 115.56, lambda g: g("1.data.revenue") / g("1.data.covers")),
             E("51081.50元", 51081.50, lambda g: g("0.data.revenue") + g("1.data.revenue")),
             E("11330.50元", 11330.50, lambda g: g("0.data.revenue") - g("1.data.revenue")),
             E("5.2个百分点", 5.2, lambda g: round((g("1.data.laborCostRate") - g("0.data.laborCostRate")) * 100, 6)),
             WD("11月13号（周六）", "2027-11-13", "Saturday")],
     swap=[SW("| 订单数 | 121 |", 121, "1.data.orders", "0.data.orders", shape="cross-call"),
           SW("| 121 | 168 |", 168, "0.data.orders", "1.data.orders", shape="cross-call")])

case("zh", "field_swap_cross", "medium",
     [res("c_yun23a", "query_bill", {"account": "测试环境", "month": "2027-08"},
          ok({"total": 6312.40, "subscription": 1208.00, "payAsYouGo": 5104.40})),
      res("c_yun23b", "query_bill", {"account": "预发环境", "month": "2027-08"},
          ok({"total": 9870.90, "subscription": 2416.00, "payAsYouGo": 7454.90}))],
     "测试环境8月一共6312.40元，包年包月2416，剩下按量的是5104.40。预发环境那边是9870.90。",
     "预发环境的包年包月 2416（另一次调用）说成了测试环境的（1208）：跨调用互换。其余为真：6312.40、5104.40、9870.90。",
     checks=[V("一共6312.40元", 6312.40, "0.data.total"), V("5104.40", 5104.40, "0.data.payAsYouGo"),
             V("9870.90", 9870.90, "1.data.total")],
     swap=SW("包年包月2416", 2416, "1.data.subscription", "0.data.subscription", shape="cross-call"))

case("zh", "field_swap_cross", "short",
     [res("c_dt24a", "query_line_flow", {"line": "地铁2号线", "date": "2027-10-01"},
          ok({"passengers": 1086420, "peakSection": "江汉路→积玉桥"})),
      res("c_dt24b", "query_line_flow", {"line": "地铁2号线", "date": "2027-09-30"},
          ok({"passengers": 1234875, "peakSection": "江汉路→积玉桥"}))],
     "国庆当天2号线客运量1234875人次，最挤的是江汉路到积玉桥那一段。",
     "9月30日（前一天，另一次调用）的客运量 1234875 说成了国庆当天的（1086420）：跨调用互换。其余为真：最挤区段。",
     checks=[L("江汉路到积玉桥")],
     swap=SW("客运量1234875人次", 1234875, "1.data.passengers", "0.data.passengers", shape="cross-call"))

case("zh", "field_swap_cross", "long",
     [res("c_sz25a", "query_water", {"section": "青石桥断面", "date": "2027-06-10"},
          ok({"position": "上游", "category": "III类", "do": 6.2, "codMn": 4.8, "nh3n": 0.62, "tp": 0.18, "ph": 7.6,
              "waterTemp": 24.3})),
      res("c_sz25b", "query_water", {"section": "白沙渡断面", "date": "2027-06-10"},
          ok({"position": "下游", "category": "IV类", "do": 4.1, "codMn": 8.3, "nh3n": 1.21, "tp": 0.27, "ph": 7.4,
              "waterTemp": 25.1}))],
     "6月10号两个断面的水质 💧\n\n**青石桥（上游）**：III类，溶解氧6.2，总磷0.18，各项都达标。\n\n**白沙渡（下游）**：IV类\n"
     "- 溶解氧4.1，低于III类要求的5\n- 高锰酸盐指数8.3\n- 氨氮0.62\n- 总磷0.27\n- 水温25.1度\n\n"
     "从上游到下游，溶解氧掉了2.1，总磷涨了50%，两个断面之间大概率有排口或者支流汇入，建议沿河排查一下。",
     "上游青石桥的氨氮 0.62（另一次调用）说成了下游白沙渡的（1.21）：跨调用互换。其余为真：III类/IV类、6.2、0.18、4.1、8.3、"
     "0.27、25.1；6.2-4.1 = 2.1，0.27/0.18 = 1.5（涨了50%）；III类溶解氧限值 5 是国标。",
     checks=[V("溶解氧6.2", 6.2, "0.data.do"), V("总磷0.18", 0.18, "0.data.tp"), V("溶解氧4.1", 4.1, "1.data.do"),
             V("高锰酸盐指数8.3", 8.3, "1.data.codMn"), V("总磷0.27", 0.27, "1.data.tp"),
             V("水温25.1度", 25.1, "1.data.waterTemp"),
             E("掉了2.1", 2.1, lambda g: round(g("0.data.do") - g("1.data.do"), 6)),
             E("涨了50%", 50, lambda g: round((g("1.data.tp") / g("0.data.tp") - 1) * 100, 6)),
             L("III类"), L("IV类")],
     swap=SW("氨氮0.62", 0.62, "0.data.nh3n", "1.data.nh3n", shape="cross-call"))

# ============================================================================================ Chinese, faithful
# ---- paraphrase 10
case("zh", "paraphrase", "short",
     [res("c_hf26", "query_bill", {"phone": "186****3317", "month": "2027-04"},
          ok({"packageFee": 58.00, "overDataFee": 15.00, "overVoiceFee": 4.20, "vasFee": 0, "totalDue": 77.20}))],
     "4月话费77.2元：套餐58块，超出的流量收了15块，套外通话4块2。",
     "套餐费 / 超套流量费 / 套外通话费都对上了，换了说法；4块2 = 4.20；58+15+4.2 = 77.2。",
     checks=[V("77.2元", 77.2, "0.data.totalDue"), V("套餐58块", 58, "0.data.packageFee"),
             V("流量收了15块", 15, "0.data.overDataFee"), V("4块2", 4.2, "0.data.overVoiceFee"),
             E(None, 77.2, lambda g: round(g("0.data.packageFee") + g("0.data.overDataFee") + g("0.data.overVoiceFee"), 6))])

case("zh", "paraphrase", "long",
     [res("c_lc27", "query_member", {"program": "云翼里程", "cardNo": "YY 2027 7730 415"},
          ok({"tier": "金卡", "availableMiles": 126480, "qualifying": {"miles": 52300, "segments": 31},
              "keepTier": {"milesNeeded": 50000, "segmentsNeeded": 30},
              "nextTier": {"name": "白金卡", "milesNeeded": 100000, "segmentsNeeded": 60},
              "expiring": {"amount": 8000, "date": "2027-12-31"}}))],
     "您的里程账户 ✈️\n\n- **能拿来兑换的**：126480里程\n- **算卡级的**：今年定级里程52300、定级航段31段\n"
     "- **保级**：金卡保级要5万定级里程或者30个航段，两条都已经过了 ✅\n- **升白金**：还差47700定级里程，或者再飞29段\n"
     "- **到期提醒**：8000里程在年底12月31号清零\n\n能用的里程不少，可以先把年底要过期的8000用掉，换个短途经济舱差不多够。",
     "可用里程 vs 定级里程 / 航段换了说法、都对上；5万 = 50000，30；100000-52300 = 47700，60-31 = 29；8000、12月31号。",
     checks=[V("126480里程", 126480, "0.data.availableMiles"), V("定级里程52300", 52300, "0.data.qualifying.miles"),
             V("定级航段31段", 31, "0.data.qualifying.segments"), V("要5万", 5, "0.data.keepTier.milesNeeded", scale=1e4),
             V("30个航段", 30, "0.data.keepTier.segmentsNeeded"),
             E(None, True, lambda g: g("0.data.qualifying.miles") >= 50000 and g("0.data.qualifying.segments") >= 30),
             E("还差47700", 47700, lambda g: g("0.data.nextTier.milesNeeded") - g("0.data.qualifying.miles")),
             E("再飞29段", 29, lambda g: g("0.data.nextTier.segmentsNeeded") - g("0.data.qualifying.segments")),
             V("8000里程", 8000, "0.data.expiring.amount"), L("12月31号")])

case("zh", "paraphrase", "short",
     [res("c_jd28", "query_member", {"hotel_group": "锦程酒店集团", "memberNo": "JC66310058"},
          ok({"level": "金卡", "points": {"available": 21350, "frozen": 1800}, "nights": {"qualifying": 19, "total": 23}}))],
     "您是金卡，能用的积分21350，还有1800在冻结；今年定级房晚19晚，总共入住23晚。",
     "可用 / 冻结积分、定级 / 总房晚都对上了。",
     checks=[V("积分21350", 21350, "0.data.points.available"), V("1800在冻结", 1800, "0.data.points.frozen"),
             V("定级房晚19晚", 19, "0.data.nights.qualifying"), V("总共入住23晚", 23, "0.data.nights.total")])

case("zh", "paraphrase", "long",
     [res("c_cj29", "query_scores", {"student": "王若曦", "class": "初三(1)班", "term": "2027秋"},
          ok({"subjects": [{"name": "语文", "midterm": 98, "final": 104}, {"name": "数学", "midterm": 112, "final": 108},
                           {"name": "英语", "midterm": 106, "final": 113}, {"name": "物理", "midterm": 76, "final": 84},
                           {"name": "化学", "midterm": 81, "final": 79}],
              "totalMid": 473, "totalFinal": 488, "classRank": {"midterm": 7, "final": 5}}))],
     "若曦这学期两次大考对比 📖\n\n| 科目 | 期中 | 期末 | 变化 |\n|---|---|---|---|\n| 语文 | 98 | 104 | +6 |\n"
     "| 数学 | 112 | 108 | −4 |\n| 英语 | 106 | 113 | +7 |\n| 物理 | 76 | 84 | +8 |\n| 化学 | 81 | 79 | −2 |\n"
     "| 总分 | 473 | 488 | +15 |\n\n班级排名从第7名升到第5名。数学和化学小退了一点，不过幅度不大，寒假把错题本过一遍就行。",
     "期中 / 期末两列都对上；变化列 104-98 = 6，108-112 = −4，113-106 = 7，84-76 = 8，79-81 = −2，488-473 = 15；排名 7 → 5。",
     checks=[L("| 语文 | 98 | 104 | +6 |"), L("| 数学 | 112 | 108 | −4 |"), L("| 英语 | 106 | 113 | +7 |"),
             L("| 物理 | 76 | 84 | +8 |"), L("| 化学 | 81 | 79 | −2 |"), L("| 总分 | 473 | 488 | +15 |"),
             E(None, 473, lambda g: sum(g(f"0.data.subjects.{i}.midterm") for i in range(5))),
             E(None, 488, lambda g: sum(g(f"0.data.subjects.{i}.final") for i in range(5))),
             E(None, [6, -4, 7, 8, -2] == [104 - 98, 108 - 112, 113 - 106, 84 - 76, 79 - 81], True),
             V("第7名", 7, "0.data.classRank.midterm"), V("第5名", 5, "0.data.classRank.final")])

case("zh", "paraphrase", "medium",
     [res("c_zj30", "query_line_daily", {"line": "SMT-1线", "date": "2027-03-18"},
          ok({"input": 5000, "firstPassRate": 0.958, "finalPassRate": 0.9946, "reworkQty": 183, "scrapQty": 27,
              "output": 4973}))],
     "SMT-1线18号投了5000块，一次就过的占95.8%；返修了183块以后，最终合格率到了99.46%，报废27块。",
     "直通率（一次就过）vs 最终合格率换了说法、都对上；5000 x 0.958 = 4790，+183 = 4973 = 0.9946 x 5000，5000-4973 = 27。",
     checks=[V("投了5000块", 5000, "0.data.input"), V("95.8%", 95.8, "0.data.firstPassRate", scale=0.01),
             V("返修了183块", 183, "0.data.reworkQty"), V("99.46%", 99.46, "0.data.finalPassRate", scale=0.01),
             V("报废27块", 27, "0.data.scrapQty"),
             E(None, 4973, lambda g: round(g("0.data.input") * g("0.data.firstPassRate") + g("0.data.reworkQty"), 6)),
             E(None, 4973, lambda g: round(g("0.data.input") * g("0.data.finalPassRate"), 6))])

case("zh", "paraphrase", "medium",
     [res("c_wm31", "query_order_settle", {"orderId": "20270702087731"},
          ok({"goodsAmount": 128.00, "packingFee": 3.00, "merchantDiscount": 20.00, "platformDiscount": 12.00,
              "customerPaid": 99.00, "commission": 8.88, "deliveryServiceFee": 6.50, "merchantReceive": 95.62}))],
     "这单顾客掏了99块（您的20块券和平台的12块券都用上了），您这边到手95.62，佣金8.88和配送费6.5已经扣掉。平台那12块券是平台自己出的，不扣您的钱。",
     "顾客实付（掏了）vs 商家实收（到手）换了说法、都对上；128+3-20-12 = 99；128+3-20-8.88-6.50 = 95.62（平台券不从商家扣）。",
     checks=[V("掏了99块", 99, "0.data.customerPaid"), V("20块券", 20, "0.data.merchantDiscount"),
             V("平台的12块券", 12, "0.data.platformDiscount"), V("到手95.62", 95.62, "0.data.merchantReceive"),
             V("佣金8.88", 8.88, "0.data.commission"), V("配送费6.5", 6.5, "0.data.deliveryServiceFee"),
             E(None, 99, lambda g: g("0.data.goodsAmount") + g("0.data.packingFee") - 20 - 12),
             E(None, 95.62, lambda g: round(128 + 3 - 20 - g("0.data.commission") - g("0.data.deliveryServiceFee"), 6))])

case("zh", "paraphrase", "short",
     [res("c_yun32", "query_bill", {"account": "官网", "month": "2027-07"},
          ok({"total": 3860.20, "subscription": 2400.00, "payAsYouGo": 1460.20}))],
     "官网这边7月一共3860.2元，包月的固定部分2400，按用量算的1460.2。",
     "包年包月（包月的固定部分）vs 按量付费（按用量算的）换了说法、都对上；2400+1460.2 = 3860.2。",
     checks=[V("3860.2元", 3860.2, "0.data.total"), V("固定部分2400", 2400, "0.data.subscription"),
             V("1460.2", 1460.2, "0.data.payAsYouGo"),
             E(None, 3860.2, lambda g: round(g("0.data.subscription") + g("0.data.payAsYouGo"), 6))])

case("zh", "paraphrase", "long",
     [res("c_gj33", "query_route_stats", {"routes": ["5路", "21路", "快线3号"], "month": "2027-11"},
          ok({"list": [{"route": "5路", "onTimeRate": 0.936, "plannedTrips": 5580, "actualTrips": 5562,
                        "passengers": 268450},
                       {"route": "21路", "onTimeRate": 0.889, "plannedTrips": 4200, "actualTrips": 4158,
                        "passengers": 193720},
                       {"route": "快线3号", "onTimeRate": 0.847, "plannedTrips": 2160, "actualTrips": 2098,
                        "passengers": 151380}]}))],
     "11月三条线运营情况 🚌\n\n1. **5路**：计划5580班，实际跑了5562班，准点率93.6%，客流268450人次\n"
     "2. **21路**：计划4200班，实跑4158班，准点率88.9%，客流193720人次\n"
     "3. **快线3号**：计划2160班，实跑2098班，准点率84.7%，客流151380人次\n\n"
     "快线3号少跑了62班，是三条线里缺班最多的，建议查一下是不是车辆检修排得太集中。",
     "计划 / 实际班次、准点率、客流三行都对上；2160-2098 = 62，多于 5580-5562 = 18 和 4200-4158 = 42。快线3号、5路是线路名。",
     checks=[V("计划5580班", 5580, "0.data.list.0.plannedTrips"), V("5562班", 5562, "0.data.list.0.actualTrips"),
             V("93.6%", 93.6, "0.data.list.0.onTimeRate", scale=0.01), V("268450", 268450, "0.data.list.0.passengers"),
             V("计划4200班", 4200, "0.data.list.1.plannedTrips"), V("4158班", 4158, "0.data.list.1.actualTrips"),
             V("88.9%", 88.9, "0.data.list.1.onTimeRate", scale=0.01), V("193720", 193720, "0.data.list.1.passengers"),
             V("计划2160班", 2160, "0.data.list.2.plannedTrips"), V("2098班", 2098, "0.data.list.2.actualTrips"),
             V("84.7%", 84.7, "0.data.list.2.onTimeRate", scale=0.01), V("151380", 151380, "0.data.list.2.passengers"),
             E("少跑了62班", 62, lambda g: g("0.data.list.2.plannedTrips") - g("0.data.list.2.actualTrips")),
             E(None, True, lambda g: 62 > max(g(f"0.data.list.{i}.plannedTrips") - g(f"0.data.list.{i}.actualTrips")
                                              for i in range(2)))])

case("zh", "paraphrase", "short",
     [res("c_qx34", "query_forecast", {"city": "哈尔滨", "date": "2027-12-15"},
          ok({"weather": "晴", "high": -9, "low": -23, "windLevel": 3, "gustLevel": 6, "feelsLike": -31}))],
     "哈尔滨明天晴，最高零下9度，最低零下23度，平时3级风、阵风能到6级，体感零下31度，多穿点。",
     "最高 / 最低、平均风 / 阵风都对上；零下9度 = −9，零下23度 = −23，零下31度 = −31。",
     checks=[V("最高零下9度", -9, "0.data.high"), V("最低零下23度", -23, "0.data.low"), V("3级风", 3, "0.data.windLevel"),
             V("6级", 6, "0.data.gustLevel"), V("零下31度", -31, "0.data.feelsLike")])

case("zh", "paraphrase", "short",
     [res("c_hj35", "query_aqi", {"station": "滨江站", "window": "24h"},
          ok({"aqi": 72, "level": "良", "pm25": {"avg24h": 48, "max1h": 71}, "pm10": {"avg24h": 86, "max1h": 133}}))],
     "滨江站过去24小时细颗粒物平均48，粗一点的PM10平均86，最糟的一个小时分别冲到71和133，AQI 72，良。",
     "PM2.5（细颗粒物）vs PM10、24小时均值 vs 1小时最大值都对上；“分别”把71配PM2.5、133配PM10；24小时是参数。",
     checks=[V("平均48", 48, "0.data.pm25.avg24h"), V("平均86", 86, "0.data.pm10.avg24h"), V("冲到71", 71, "0.data.pm25.max1h"),
             V("和133", 133, "0.data.pm10.max1h"), V("AQI 72", 72, "0.data.aqi")])

# ---- rounding 5
case("zh", "rounding", "short",
     [res("c_dt36", "query_system_flow", {"city": "杭州", "date": "2027-10-01"},
          ok({"passengers": 3862417, "transfer": 1204388, "stations": 261}))],
     "国庆当天杭州地铁客运量386万出头，换乘120万左右。",
     "386万出头 ≈ 3862417（0.06%，“出头”成立）；120万左右 ≈ 1204388（0.36%）。",
     checks=[R("386万出头", 386e4, lambda g: g("0.data.passengers")), E(None, True, lambda g: g("0.data.passengers") > 386e4),
             R("120万左右", 120e4, lambda g: g("0.data.transfer"))])

case("zh", "rounding", "medium",
     [res("c_yun37", "query_bill", {"account": "数据平台", "month": "2027-06"},
          ok({"total": 12046.83, "payAsYouGo": 9871.40, "subscription": 2175.43, "lastMonthTotal": 10380.12}))],
     "数据平台6月账单一万二出头，其中按量付费差不多9870，包月两千一百七十多。比5月多了1667块左右，涨了16%。",
     "一万二出头 ≈ 12046.83（0.39%）；9870 ≈ 9871.40；两千一百七十多 = 2175.43；12046.83-10380.12 = 1666.71 ≈ 1667；"
     "1666.71/10380.12 = 16.06% ≈ 16%（0.36%）。",
     checks=[R("一万二出头", 12000, lambda g: g("0.data.total")), R("差不多9870", 9870, lambda g: g("0.data.payAsYouGo")),
             R("两千一百七十多", 2175, lambda g: g("0.data.subscription")),
             R("1667块左右", 1667, lambda g: g("0.data.total") - g("0.data.lastMonthTotal")),
             R("涨了16%", 16, lambda g: (g("0.data.total") / g("0.data.lastMonthTotal") - 1) * 100)])

case("zh", "rounding", "long",
     [res("c_wm38", "query_month_report", {"shopId": "MT-880213", "month": "2027-08"},
          ok({"orders": 6214, "turnover": 385982.60, "income": 304217.45, "avgOrder": 62.11, "badReviews": 37,
              "rating": 4.8, "exposure": 1268430, "visitRate": 0.083, "orderRate": 0.059}))],
     "8月外卖月报 📊\n\n- **单量**：6214单，日均差不多200单\n- **营业额**：38.6万左右\n- **实收**：30.4万出头，实收率78.8%\n"
     "- **客单价**：62块出头\n- **曝光**：126.8万次，进店率8.3%，下单率5.9%\n- **评价**：4.8分，差评37条\n\n"
     "实收率不到八成。如果主要是满减压的，可以考虑把30减8调到30减6，先试一周。",
     "6214/31 = 200.5 ≈ 200；38.6万 ≈ 385982.60（0.005%）；30.4万出头 ≈ 304217.45（0.07%）；304217.45/385982.60 = 78.82% "
     "≈ 78.8%；62块出头 = 62.11；126.8万 ≈ 1268430（0.03%）；8.3%、5.9%、4.8、37。30减8 / 30减6 是建议。",
     checks=[V("6214单", 6214, "0.data.orders"), R("差不多200单", 200, lambda g: g("0.data.orders") / 31),
             R("38.6万左右", 38.6e4, lambda g: g("0.data.turnover")), R("30.4万出头", 30.4e4, lambda g: g("0.data.income")),
             E(None, True, lambda g: g("0.data.income") > 30.4e4),
             R("78.8%", 78.8, lambda g: g("0.data.income") / g("0.data.turnover") * 100),
             R("62块出头", 62, lambda g: g("0.data.avgOrder")), R("126.8万次", 126.8e4, lambda g: g("0.data.exposure")),
             V("进店率8.3%", 8.3, "0.data.visitRate", scale=0.01), V("下单率5.9%", 5.9, "0.data.orderRate", scale=0.01),
             V("4.8分", 4.8, "0.data.rating"), V("差评37条", 37, "0.data.badReviews")])

case("zh", "rounding", "short",
     [res("c_zj39", "query_monthly_quality", {"plant": "二厂", "month": "2027-02"},
          ok({"output": 613870, "defects": 1288, "defectRate": 0.0020982}))],
     "二厂2月产量61.4万件左右，不良1288件，不良率千分之二点一左右。",
     "61.4万 ≈ 613870（0.02%）；1288；千分之二点一 ≈ 0.0020982（0.09%）。",
     checks=[R("61.4万件左右", 61.4e4, lambda g: g("0.data.output")), V("不良1288件", 1288, "0.data.defects"),
             R("千分之二点一", 0.0021, lambda g: g("0.data.defectRate")),
             R(None, 0.0020982, lambda g: g("0.data.defects") / g("0.data.output"))])

case("zh", "rounding", "medium",
     [res("c_jd40", "query_points", {"hotel_group": "锦程酒店集团", "memberNo": "JC71002846"},
          ok({"available": 76438, "frozen": 2560, "lifetime": 542917, "expiring": {"amount": 9870, "date": "2027-12-31"}}))],
     "您现在能用的积分七万六千四左右，另外还有两千五百六在冻结。入会以来一共攒了54.3万分。年底有差不多九千九要过期，记得12月31号前用掉。",
     "七万六千四 ≈ 76438（0.05%）；两千五百六 = 2560；54.3万 ≈ 542917（0.02%）；九千九 ≈ 9870（0.30%）。",
     checks=[R("七万六千四", 76400, lambda g: g("0.data.available")), V("两千五百六", 2560, "0.data.frozen"),
             R("54.3万分", 54.3e4, lambda g: g("0.data.lifetime")), R("九千九", 9900, lambda g: g("0.data.expiring.amount")),
             L("12月31号")])

# ---- derived 5
case("zh", "derived", "long",
     [res("c_wm41", "query_week_settle", {"shopId": "MT-880213", "from": "2027-09-06", "to": "2027-09-12"},
          ok({"orders": 702, "customerPaid": 42860.30, "merchantReceive": 33417.85, "commission": 3102.40,
              "deliveryServiceFee": 4212.00, "merchantActivityCost": 2128.05}))],
     "上周（9月6号周一到12号周日）顾客一共付了42860.30，您到手33417.85，中间差了9442.45：\n\n"
     "| 项目 | 金额（元） | 占顾客实付 |\n|---|---|---|\n| 平台佣金 | 3102.40 | 7.24% |\n| 配送服务费 | 4212.00 | 9.83% |\n"
     "| 商家活动支出 | 2128.05 | 4.97% |\n| 您到手 | 33417.85 | 77.97% |\n\n"
     "702单平均下来，顾客每单付61.05，您每单到手47.60，平台和活动每单拿走13.45。配送费是最大的一块，如果自配送能覆盖三公里内的单子，这部分能省不少。",
     "顾客实付 − 商家实收 = 42860.30-33417.85 = 9442.45 = 3102.40+4212.00+2128.05；占比 7.238% / 9.827% / 4.965% / "
     "77.969%；42860.30/702 = 61.05，33417.85/702 = 47.60，9442.45/702 = 13.45；日期是参数（周一、周日核过）。三公里是建议。",
     checks=[V("付了42860.30", 42860.30, "0.data.customerPaid"), V("到手33417.85", 33417.85, "0.data.merchantReceive"),
             E("差了9442.45", 9442.45, lambda g: round(g("0.data.customerPaid") - g("0.data.merchantReceive"), 2)),
             E(None, 9442.45, lambda g: round(g("0.data.commission") + g("0.data.deliveryServiceFee")
                                              + g("0.data.merchantActivityCost"), 2)),
             V("| 3102.40 |", 3102.40, "0.data.commission"), V("| 4212.00 |", 4212.00, "0.data.deliveryServiceFee"),
             V("| 2128.05 |", 2128.05, "0.data.merchantActivityCost"),
             R("7.24%", 7.24, lambda g: g("0.data.commission") / g("0.data.customerPaid") * 100),
             R("9.83%", 9.83, lambda g: g("0.data.deliveryServiceFee") / g("0.data.customerPaid") * 100),
             R("4.97%", 4.97, lambda g: g("0.data.merchantActivityCost") / g("0.data.customerPaid") * 100),
             R("77.97%", 77.97, lambda g: g("0.data.merchantReceive") / g("0.data.customerPaid") * 100),
             V("702单", 702, "0.data.orders"), R("每单付61.05", 61.05, lambda g: g("0.data.customerPaid") / 702),
             R("每单到手47.60", 47.60, lambda g: g("0.data.merchantReceive") / 702),
             R("每单拿走13.45", 13.45, lambda g: 9442.45 / g("0.data.orders")),
             WD("9月6号周一", "2027-09-06", "Monday"), WD("12号周日", "2027-09-12", "Sunday")])

case("zh", "derived", "medium",
     [res("c_yun42", "query_price_compare", {"instance": "ecs.g7.2xlarge", "region": "华东1"},
          ok({"payAsYouGoHourly": 2.46, "monthlySubscription": 1180.00, "yearlySubscription": 11328.00}))],
     "g7.2xlarge按量是每小时2.46元，跑满一个月（按730小时算）是1795.80。包月1180，比按量省615.80，便宜34.3%。"
     "包年11328，折下来每月944，比包月再省20%。",
     "按量 vs 包月 vs 包年：2.46 x 730 = 1795.80；1795.80-1180 = 615.80；615.80/1795.80 = 34.29% ≈ 34.3%；11328/12 = 944；"
     "(1180-944)/1180 = 20%。730小时是一个月的约定算法。",
     checks=[V("每小时2.46元", 2.46, "0.data.payAsYouGoHourly"), E("1795.80", 1795.80, lambda g: round(g("0.data.payAsYouGoHourly") * 730, 6)),
             V("包月1180", 1180, "0.data.monthlySubscription"), E("省615.80", 615.80, lambda g: round(1795.80 - g("0.data.monthlySubscription"), 6)),
             R("34.3%", 34.3, lambda g: 615.80 / 1795.80 * 100), V("包年11328", 11328, "0.data.yearlySubscription"),
             E("每月944", 944, lambda g: g("0.data.yearlySubscription") / 12),
             E("再省20%", 20, lambda g: round((g("0.data.monthlySubscription") - 944) / g("0.data.monthlySubscription") * 100, 6))])

case("zh", "derived", "short",
     [res("c_cj43", "query_score", {"student": "陈一鸣", "subject": "数学", "term": "2027秋"},
          ok({"midterm": 87, "final": 106, "full": 120, "classAvgFinal": 92.5}))],
     "一鸣数学期末106，比期中87多了19分，高出班平均13.5分。",
     "期末 − 期中 = 106-87 = 19；期末 − 班平均 = 106-92.5 = 13.5。",
     checks=[V("期末106", 106, "0.data.final"), V("期中87", 87, "0.data.midterm"),
             E("多了19分", 19, lambda g: g("0.data.final") - g("0.data.midterm")),
             E("13.5分", 13.5, lambda g: g("0.data.final") - g("0.data.classAvgFinal"))])

case("zh", "derived", "medium",
     [res("c_qx44", "query_daily_obs", {"station": "吐鲁番", "date": "2027-07-20"},
          ok({"maxTemp": 45.8, "minTemp": 29.4, "avgWindMs": 3.2, "maxGustMs": 17.6, "humidityMin": 0.06}))],
     "吐鲁番昨天最高45.8度，最低29.4度，一天里温差16.4度。平均风速3.2米每秒，最大阵风17.6米每秒，是平均风的5.5倍，已经到8级了。",
     "最高 − 最低 = 45.8-29.4 = 16.4；阵风 / 平均风 = 17.6/3.2 = 5.5；17.6 m/s 落在8级（17.2–20.7 m/s）。",
     checks=[V("最高45.8度", 45.8, "0.data.maxTemp"), V("最低29.4度", 29.4, "0.data.minTemp"),
             E("温差16.4度", 16.4, lambda g: round(g("0.data.maxTemp") - g("0.data.minTemp"), 6)),
             V("平均风速3.2", 3.2, "0.data.avgWindMs"), V("阵风17.6", 17.6, "0.data.maxGustMs"),
             E("5.5倍", 5.5, lambda g: round(g("0.data.maxGustMs") / g("0.data.avgWindMs"), 6)),
             E("8级", True, lambda g: 17.2 <= g("0.data.maxGustMs") <= 20.7)])

case("zh", "derived", "long",
     [res("c_ll45", "query_family_flow", {"account": "家庭融合套餐", "phone": "135****6608"},
          ok({"sharedTotalGB": 100, "sharedUsedGB": 73.5, "daysLeft": 9,
              "members": [{"name": "爸爸", "usedGB": 12.4}, {"name": "妈妈", "usedGB": 25.8}, {"name": "我", "usedGB": 35.3}]}))],
     "家里共享流量的情况 📶\n\n- 总共100G，已经用了73.5G，还剩26.5G\n- 还有9天出账，平均每天能用2.94G左右\n"
     "- 分人看：你35.3G、妈妈25.8G、爸爸12.4G\n- 你一个人占了48%\n\n"
     "每天别超过这个数就够用。你刷视频多，出门可以把清晰度调到720P。",
     "总量 − 已用 = 100-73.5 = 26.5；26.5/9 = 2.944 ≈ 2.94；35.3/73.5 = 48.03% ≈ 48%；三人合计 73.5。720P 是清晰度名。",
     checks=[V("总共100G", 100, "0.data.sharedTotalGB"), V("用了73.5G", 73.5, "0.data.sharedUsedGB"),
             E("还剩26.5G", 26.5, lambda g: g("0.data.sharedTotalGB") - g("0.data.sharedUsedGB")),
             V("9天", 9, "0.data.daysLeft"), R("2.94G", 2.94, lambda g: 26.5 / g("0.data.daysLeft")),
             V("你35.3G", 35.3, "0.data.members.2.usedGB"), V("妈妈25.8G", 25.8, "0.data.members.1.usedGB"),
             V("爸爸12.4G", 12.4, "0.data.members.0.usedGB"),
             R("占了48%", 48, lambda g: g("0.data.members.2.usedGB") / g("0.data.sharedUsedGB") * 100),
             E(None, 73.5, lambda g: round(sum(g(f"0.data.members.{i}.usedGB") for i in range(3)), 6))])

# ---- echo 5
case("zh", "echo", "medium",
     [res("c_lc46", "award_search", {"from": "北京", "to": "成都", "date": "2027-10-02", "cabin": "经济舱",
                                     "passengers": 3},
          ok({"options": [{"flight": "CA4101", "milesPerPerson": 15000, "taxPerPersonYuan": 50, "seatsLeft": 5},
                          {"flight": "CA1405", "milesPerPerson": 20000, "taxPerPersonYuan": 50, "seatsLeft": 3}]}))],
     "10月2号（周六）北京到成都经济舱，3个人能兑的有两班：CA4101每人15000里程，三个人一共45000，还剩5个座；CA1405每人20000，刚好剩3个座。税费都是每人50块。",
     "3个人、日期、航线、舱位是参数（2027-10-02 是周六）；15000 x 3 = 45000；5个座、20000、3个座、50块出自结果。CA4101 / CA1405 是航班号。",
     checks=[V("3个人能兑", 3, "0:passengers"), WD("10月2号（周六）", "2027-10-02", "Saturday"),
             V("每人15000", 15000, "0.data.options.0.milesPerPerson"),
             E("一共45000", 45000, lambda g: g("0.data.options.0.milesPerPerson") * g("0:passengers")),
             V("剩5个座", 5, "0.data.options.0.seatsLeft"), V("每人20000", 20000, "0.data.options.1.milesPerPerson"),
             V("剩3个座", 3, "0.data.options.1.seatsLeft"), V("每人50块", 50, "0.data.options.1.taxPerPersonYuan")])

case("zh", "echo", "short",
     [res("c_ct47", "book_table", {"store": "湘味小馆·万达店", "date": "2027-11-20", "time": "18:30", "people": 6,
                                   "phone": "尾号0815"},
          ok({"bookingNo": "XW20271120-037", "tableType": "8人包间", "status": "已确认"}))],
     "订好了：11月20号（周六）晚上6点半，6位，安排在8人包间，订位号XW20271120-037。",
     "日期、18:30 = 晚上6点半、6位是参数（2027-11-20 是周六）；8人包间、订位号出自结果。",
     checks=[V("6位", 6, "0:people"), WD("11月20号（周六）", "2027-11-20", "Saturday"), L("晚上6点半"), L("8人包间"),
             L("XW20271120-037")])

case("zh", "echo", "medium",
     [res("c_saas48", "add_seats", {"corp": "杭州云帆科技", "product": "协同办公旗舰版", "add": 20},
          ok({"seats": {"purchased": 320, "activated": 276}, "proratedYuan": 4320.00, "expireDate": "2028-03-31"}))],
     "已经加了20个席位，现在一共320个，已激活276个，还有44个可以分配。这次按剩余时长补差价4320元，到期时间还是2028年3月31号，跟原来的一起续。",
     "20 是参数；320、276、4320、2028-03-31 出自结果；320-276 = 44。",
     checks=[V("加了20个", 20, "0:add"), V("一共320个", 320, "0.data.seats.purchased"),
             V("已激活276个", 276, "0.data.seats.activated"),
             E("44个", 44, lambda g: g("0.data.seats.purchased") - g("0.data.seats.activated")),
             V("4320元", 4320, "0.data.proratedYuan"), L("2028年3月31号")])

case("zh", "echo", "short",
     [res("c_gj49", "plan_route", {"from": "火车东站", "to": "西溪湿地", "departAt": "09:40"},
          ok({"plans": [{"lines": ["地铁1号线", "地铁5号线"], "durationMin": 48, "transfers": 1, "fareYuan": 5,
                         "arriveAt": "10:28"}]}))],
     "9点40从火车东站出发，坐1号线转5号线，48分钟，10点28到西溪湿地，票价5块。",
     "9点40 是参数；48分钟、10:28、5块出自结果（9:40 + 48分钟 = 10:28）；1号线 / 5号线是线路名。",
     checks=[V("48分钟", 48, "0.data.plans.0.durationMin"), V("票价5块", 5, "0.data.plans.0.fareYuan"),
             E(None, 10 * 60 + 28, 9 * 60 + 40 + 48), L("9点40"), L("10点28")])

case("zh", "echo", "long",
     [res("c_hj50", "query_exceed", {"station": "经开区站", "pollutant": "PM2.5", "threshold": 75, "hours": 24},
          ok({"exceedHours": 7, "max1h": 143, "maxAt": "2027-12-02 20:00", "avg24h": 68,
              "firstExceed": "2027-12-02 17:00", "lastExceed": "2027-12-02 23:00"}))],
     "经开区站近24小时的PM2.5，对照75的标准看 🌫️\n\n- 超标7个小时，从傍晚5点一直到晚上11点\n"
     "- 最高一小时143，出现在晚上8点，差不多是标准的1.9倍\n- 24小时平均68，整体没超75\n\n"
     "晚高峰加上入夜以后逆温，污染物散不出去。今晚要是还这样，建议提醒工地停一停土方作业。",
     "24小时、75 是参数；7个小时（17:00–23:00 含首尾）、143（20:00）、68 出自结果；143/75 = 1.907 ≈ 1.9（0.35%）。",
     checks=[V("近24小时", 24, "0:hours"), V("对照75", 75, "0:threshold"), V("超标7个小时", 7, "0.data.exceedHours"),
             E(None, 7, 23 - 17 + 1), V("最高一小时143", 143, "0.data.max1h"),
             R("1.9倍", 1.9, lambda g: g("0.data.max1h") / g("0:threshold")), V("平均68", 68, "0.data.avg24h"),
             L("傍晚5点"), L("晚上11点"), L("晚上8点")])

# ============================================================================================ checks
def numbers_in(obj):
    out = []
    if isinstance(obj, bool) or obj is None:
        return out
    if isinstance(obj, (int, float)):
        return [float(obj)]
    if isinstance(obj, str):
        return [float(m.replace(",", "")) for m in re.findall(r"-?\d+(?:,\d{3})*(?:\.\d+)?", obj)]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += numbers_in(k) + numbers_in(v)
        return out
    if isinstance(obj, list):
        for v in obj:
            out += numbers_in(v)
    return out


def forms(x):
    return [x, x / 100, x / 1000, x * 1e4, x / 1e4, x * 1e8, x / 1e8, x * 100]


def getter(results):
    def g(path):
        m = re.match(r"^(\d+)([.:])(.*)$", path)
        assert m, path
        r = results[int(m.group(1))]
        cur = r["output"] if m.group(2) == "." else r["arguments"]
        for tok in m.group(3).split("."):
            if isinstance(cur, list):
                cur = cur[int(tok)]
            else:
                assert tok in cur, f"{path}: no key {tok!r}"
                cur = cur[tok]
        return cur
    return g


def call_of(path):
    return int(re.match(r"^(\d+)", path).group(1))


def same(a, b):
    return abs(a - b) <= 1e-9 * max(1.0, abs(b))


def run_checks(lang, cases, ids):
    log = []
    types, lengths, shapes = {}, {"short": 0, "medium": 0, "long": 0}, {}
    for i, c in enumerate(cases):
        tag = f"{ids[i]} {c['type']}"
        types[c["type"]] = types.get(c["type"], 0) + 1
        lengths[c["length"]] += 1
        nar = c["narration"]
        g = getter(c["results"])
        assert c["note"] and c["narration"], tag
        for kind, lit, a, b in c["checks"]:
            if lit is not None:
                assert lit in nar, f"{tag}: literal {lit!r} not in narration"
            if kind == "value":
                path, scale, rnd = b
                truth = g(path)
                told = a * scale
                if rnd:
                    assert abs(told - truth) <= 0.005 * abs(truth), f"{tag}: {lit} {told} vs {truth}"
                else:
                    assert same(told, truth), f"{tag}: {lit!r} tells {told}, {path} is {truth}"
            elif kind in ("exact", "round"):
                exact = b(g) if callable(b) else b
                if isinstance(a, bool) or isinstance(exact, bool):
                    assert a == exact, f"{tag}: {lit!r} condition failed"
                elif kind == "exact":
                    assert same(a, exact), f"{tag}: {lit!r} {a} != {exact}"
                else:
                    rel = abs(a - exact) / abs(exact)
                    assert rel <= 0.005, f"{tag}: rounding {lit!r} {a} vs {exact} off by {rel:.4%}"
            elif kind == "weekday":
                wd = dt.date.fromisoformat(a).strftime("%A")
                assert wd == b, f"{tag}: {a} is {wd}, not {b}"
        if c["type"] in KIND:
            sw = c["swap"]
            assert sw and len(sw) in (1, 2), f"{tag}: swap missing"
            if len(sw) == 2:
                assert sw[0]["src"] == sw[1]["label"] and sw[1]["src"] == sw[0]["label"], f"{tag}: not a crossed pair"
            for s in sw:
                assert s["shape"] in SHAPES, f"{tag}: shape {s['shape']}"
                assert nar.count(s["lit"]) == 1, f"{tag}: swap literal {s['lit']!r} occurs {nar.count(s['lit'])}x"
                src_v, lab_v = g(s["src"]), g(s["label"])
                if isinstance(src_v, str):
                    assert s["told"] == src_v and src_v != lab_v, f"{tag}: string swap"
                else:
                    assert same(s["told"] * s["scale"], src_v), f"{tag}: told {s['told']}x{s['scale']} != {src_v}"
                    for f in forms(lab_v):
                        for sv in (src_v, -src_v):
                            assert abs(sv - f) > 0.01 * abs(f) or (f == 0 and sv != 0), \
                                f"{tag}: swapped {src_v} within 1% of label value form {f} (of {lab_v})"
                cs, cl = call_of(s["src"]), call_of(s["label"])
                if c["type"] == "field_swap":
                    assert cs == cl, f"{tag}: same-call swap from another call"
                    assert s["shape"] != "cross-call", tag
                else:
                    assert cs != cl and s["shape"] == "cross-call", f"{tag}: cross swap from the same call"
                    r = c["results"][cl]
                    pool = numbers_in(r["output"]) + numbers_in(r["arguments"])
                    for x in pool:
                        for f in forms(x):
                            assert not (f != 0 and abs(src_v - f) <= 0.01 * abs(f)), \
                                f"{tag}: cross value {src_v} occurs (as {f}, form of {x}) in the narrated call"
                shapes[s["shape"]] = shapes.get(s["shape"], 0) + (1 if s is sw[0] else 0)
                log.append(f"  {tag} [{s['shape']}]: {s['lit']!r} tells {src_v} ({s['src']}) under {s['label']} "
                           f"(true {lab_v})")
        else:
            assert c["swap"] is None, tag
    dist = {t: n for t, n in types.items() if t in KIND}
    faith = {t: n for t, n in types.items() if t not in KIND}
    assert dist == DISTORTED_COUNTS, (lang, dist)
    assert faith == FAITHFUL_COUNTS, (lang, faith)
    assert lengths == LENGTHS, (lang, lengths)
    return log, shapes


def build():
    print(f"set {SET.upper()} build/verify")
    for lang in ("en", "zh"):
        cases = CASES[lang]
        assert len(cases) == 50, (lang, len(cases))
        order = list(range(len(cases)))
        random.Random(SEEDS[lang]).shuffle(order)
        ids = {idx: f"{SET}-{lang}-{n:03d}" for n, idx in enumerate(order, 1)}
        idl = [ids[i] for i in range(len(cases))]
        log, shapes = run_checks(lang, cases, idl)
        n_checks = sum(len(c["checks"]) for c in cases)
        print(f"[{lang}] {len(cases)} cases, {n_checks} value/arithmetic/literal/weekday checks passed; "
              f"swap shapes (cases) {dict(sorted(shapes.items()))}")
        for line in sorted(log):
            print(line)
        for t in list(DISTORTED_COUNTS) + list(FAITHFUL_COUNTS):
            print(f"  {t}: " + ", ".join(sorted(idl[i][-3:] for i, c in enumerate(cases) if c["type"] == t)))
        for cls in ("short", "medium", "long"):
            ls = [len(c["narration"]) for c in cases if c["length"] == cls]
            print(f"  {cls}: {len(ls)} cases, {min(ls)}-{max(ls)} chars; ids " +
                  ", ".join(sorted(idl[i][-3:] for i, c in enumerate(cases) if c["length"] == cls)))
        print("  results per case: " + ", ".join(
            f"{k} call(s): {sum(1 for c in cases if len(c['results']) == k)}" for k in (1, 2, 3)))
        tables = sorted(idl[i][-3:] for i, c in enumerate(cases) if "|---" in c["narration"])
        print(f"  tables: {tables}")
        path = os.path.join(HERE, f"{SET}_{lang}.jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for n, idx in enumerate(order, 1):
                c = cases[idx]
                faithful = c["type"] not in KIND
                line = {"id": f"{SET}-{lang}-{n:03d}", "results": c["results"], "narration": c["narration"],
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
