"""Build set AP (red team): field swaps in betting, trials, factories, rentals, payments, delivery, sensors, satellites.

Every case is written by hand below. The script checks the labels (type, shape, length and domain counts; every
told value against the field it names; every swap value really present in the same call or in another call and more
than 1% away, in every scaled form, from the labelled field's true value; the arithmetic behind every rounding and
derived number; weekdays of dates; that every digit in a narration is accounted for by a check), then shuffles with a
fixed seed, numbers the ids and writes ap_en.jsonl / ap_zh.jsonl. It does not import or run toolproof.
"""
import datetime as dt
import json
import os
import random
import re

HERE = os.path.dirname(os.path.abspath(__file__))

DISTORTED_COUNTS = {"field_swap": 18, "field_swap_cross": 7}
FAITHFUL_COUNTS = {"paraphrase": 10, "rounding": 5, "derived": 5, "echo": 5}
SHAPE_COUNTS = {"near_synonym": 5, "list_row": 3, "crossed_pair": 3, "table_cell": 3, "paraphrased_label": 2,
                "nested_field": 2}
LENGTH_COUNTS = {"short": 17, "medium": 17, "long": 16}
DOMAINS = {
    "en": ["betting", "trial", "oee", "str", "payments", "lastmile", "sensors", "satellite"],
    "zh": ["竞彩", "临床试验", "冲压OEE", "长租公寓", "收单", "快递末端", "空气微站", "卫星测控"],
}


# ---------------------------------------------------------------------------- check helpers
def V(path, stated, lit=None, ci=0, tol=1e-9):
    """stated equals the value at results[ci] -> path ('output.a.b.0.c' or 'arguments.x').
    Numbers: within tol relative. Strings: stated is a substring of the value."""
    return ("value", (ci, path, stated, tol), None, lit)


def RV(path, stated, lit=None, ci=0):
    """stated is a rounding (+-0.5%) of the value at path."""
    return V(path, stated, lit, ci, 0.005)


def R(stated, exact, lit=None):
    """stated is a rounding of exact: within +-0.5% relative."""
    return ("round", stated, exact, lit)


def E(stated, exact, lit=None):
    """stated equals exact (own arithmetic)."""
    return ("exact", stated, exact, lit)


def WD(date, weekday, lit=None):
    return ("weekday", date, weekday, lit)


def N(lit):
    """a number in the narration that is not a claim about the results (advice, ordinal, a name's digits)."""
    return ("lit", None, None, lit)


def S(lit, label_path, from_path, stated, label_ci=0, from_ci=0):
    """the swap: `lit` tells `stated` (in the field's own units) under the label whose field is label_path;
    stated really is the value at from_path."""
    return {"lit": lit, "label": (label_ci, label_path), "from": (from_ci, from_path), "stated": stated}


def res(call_id, tool, arguments, output, http_status=None):
    r = {"call_id": call_id, "tool": tool, "arguments": arguments, "output": output}
    if http_status is not None:
        r["http_status"] = http_status
    return r


def ok(data, msg="ok"):
    return {"code": 0, "msg": msg, "data": data}


CASES = {"en": [], "zh": []}


def case(lang, typ, length, domain, results, narration, note, checks=(), swap=None, shape=None):
    if isinstance(swap, dict):
        swap = [swap]
    CASES[lang].append(dict(lang=lang, type=typ, length=length, domain=domain, shape=shape, results=results,
                            narration=narration, note=note, checks=list(checks), swap=swap))

# ============================================================================ English: sportsbook odds and splits
case("en", "field_swap", "short", "betting",
     [res("call_sb01", "get_spread_history", {"event_id": "nfl-2027-w06-kc-buf"},
          {"event": "Kansas City Chiefs @ Buffalo Bills", "kickoff": "2027-10-17T20:20:00-04:00", "home": "BUF",
           "spread_open": -2.5, "spread_current": -4.0, "price_open": -110, "price_current": -105,
           "bets_pct_home": 0.61, "handle_pct_home": 0.74})],
     "Buffalo's laying 2.5 against the Chiefs right now at -105, and 74% of the money for Sunday night is on the "
     "Bills 🏈",
     "spread_current -4.0 told as 'laying 2.5 … right now' (the spread_open value; near-synonym field swap). True: "
     "price_current -105, handle_pct_home 0.74 = 74% of the money (bets_pct is 61%), 2027-10-17 20:20 is Sunday night.",
     checks=[V("output.price_current", -105, "-105"), V("output.handle_pct_home", 0.74, "74% of the money"),
             WD("2027-10-17", "Sunday", "Sunday night")],
     swap=S("laying 2.5", "output.spread_current", "output.spread_open", -2.5), shape="near_synonym")

case("en", "field_swap", "long", "betting",
     [res("call_sb02", "get_betting_splits", {"league": "NBA", "game_id": "0022700412"},
          {"matchup": "LAL @ BOS", "tipoff": "2027-12-25T17:00:00-05:00",
           "moneyline": {"LAL": 135, "BOS": -155}, "spread": {"BOS": -3.5},
           "ticketsPct": {"LAL": 0.38, "BOS": 0.62}, "handlePct": {"LAL": 0.57, "BOS": 0.43}})],
     "Christmas Day, Lakers at Celtics 🎄\n\n"
     "- **Moneyline:** Boston -155, LA +135\n"
     "- **Spread:** Celtics -3.5\n"
     "- **Lakers support:** 57% of the tickets but only 38% of the handle\n\n"
     "Tip is 5 pm Eastern on Saturday. When the ticket count and the money point different ways like this, books "
     "tend to move the number toward the money side in the last hour.",
     "Crossed pair: LAL ticketsPct 0.38 and handlePct 0.57 exchanged (one distortion). True: -155 / +135, -3.5, "
     "17:00 -05:00 = 5 pm Eastern, 2027-12-25 is a Saturday. The last sentence is general advice.",
     checks=[V("output.moneyline.BOS", -155, "Boston -155"), V("output.moneyline.LAL", 135, "LA +135"),
             V("output.spread.BOS", -3.5, "Celtics -3.5"), V("output.tipoff", "T17:00", "5 pm Eastern"),
             WD("2027-12-25", "Saturday", "Saturday")],
     swap=[S("57% of the tickets", "output.ticketsPct.LAL", "output.handlePct.LAL", 0.57),
           S("38% of the handle", "output.handlePct.LAL", "output.ticketsPct.LAL", 0.38)],
     shape="crossed_pair")

case("en", "field_swap_cross", "medium", "betting",
     [res("call_sb03a", "get_game_odds", {"game_id": "nfl-2027-w09-gb-chi"},
          {"matchup": "Packers @ Bears", "total": {"points": 41.5, "over": -110, "under": -110},
           "moneyline": {"GB": -140, "CHI": 118}}),
      res("call_sb03b", "get_game_odds", {"game_id": "nfl-2027-w09-det-min"},
          {"matchup": "Lions @ Vikings", "total": {"points": 48.5, "over": -112, "under": -108},
           "moneyline": {"DET": -175, "MIN": 148}})],
     "Packers–Bears has the total at 48.5, -110 both ways, and Green Bay is -140 on the moneyline. Over in "
     "Minneapolis the Lions are -175 and the Vikings +148.",
     "Packers–Bears total 41.5 told as 48.5 (the Lions–Vikings total from the other call; cross-call swap). True: "
     "-110 over and under, GB -140, DET -175, MIN +148.",
     checks=[V("output.total.over", -110, "-110 both ways"), V("output.total.under", -110, "-110 both ways"),
             V("output.moneyline.GB", -140, "-140"), V("output.moneyline.DET", -175, "-175", ci=1),
             V("output.moneyline.MIN", 148, "+148", ci=1)],
     swap=S("total at 48.5", "output.total.points", "output.total.points", 48.5, label_ci=0, from_ci=1))

case("en", "paraphrase", "short", "betting",
     [res("call_sb04", "get_line_movement", {"event_id": "nfl-2027-w11-bal-pit"},
          {"matchup": "Baltimore Ravens @ Pittsburgh Steelers", "favorite": "BAL", "open_line": -6.5,
           "current_line": -7.0, "bet_pct_fav": 0.55, "money_pct_fav": 0.68})],
     "Baltimore opened as a 6.5-point road favorite and has moved to 7, with 55% of the bets but 68% of the money "
     "behind the Ravens.",
     "open_line -6.5 = opened 6.5-point favorite; current_line -7.0 = moved to 7; bet_pct 0.55 and money_pct 0.68 "
     "told under the right labels. Favorite's minus sign told in words.",
     checks=[V("output.open_line", -6.5, "6.5-point"), V("output.current_line", -7.0, "moved to 7"),
             V("output.bet_pct_fav", 0.55, "55% of the bets"), V("output.money_pct_fav", 0.68, "68% of the money")])

case("en", "derived", "medium", "betting",
     [res("call_sb05", "get_match_odds", {"match_id": "atp-2027-usopen-qf3", "market": "match_winner"},
          {"players": [{"name": "J. Sinner", "american": -170}, {"name": "C. Alcaraz", "american": 150}]})],
     "Sinner's -170 implies about a 63% chance and Alcaraz's +150 exactly 40%. Those add up to 102.96%, so there's "
     "a 2.96% overround baked into this quarterfinal line.",
     "170/270 = 62.96% ~ 63% (0.06%); 100/250 = 40%; sum 102.96% (exact 102.963); overround 2.96 (2.963).",
     checks=[V("output.players.0.american", -170, "-170"), V("output.players.1.american", 150, "+150"),
             R(63, 170 / 270 * 100, "63% chance"), E(40, 100 / 250 * 100, "exactly 40%"),
             R(102.96, (170 / 270 + 100 / 250) * 100, "102.96%"), R(2.96, (170 / 270 + 100 / 250) * 100 - 100,
                                                                    "2.96% overround")])

case("en", "echo", "short", "betting",
     [res("call_sb06", "place_bet",
          {"event_id": "nfl-2027-w06-kc-buf", "selection": "BUF -4.0", "stake_usd": 50, "odds_american": -105},
          {"ticket_id": "T-88123047", "accepted": True, "to_win_usd": 47.62, "total_payout_usd": 97.62,
           "placed_at": "2027-10-15T18:42:11Z"})],
     "You're on: $50 on Bills -4 at -105 (ticket T-88123047), which pays $47.62 in profit, $97.62 back in total if "
     "Buffalo covers.",
     "Stake $50, BUF -4.0 and -105 echo the arguments; to_win 47.62 (= 50 × 100/105 = 47.619), total 97.62 = 50 + "
     "47.62.",
     checks=[V("arguments.stake_usd", 50, "$50"), V("arguments.selection", "-4", "Bills -4"),
             V("arguments.odds_american", -105, "at -105"), V("output.ticket_id", "T-88123047", "T-88123047"),
             V("output.to_win_usd", 47.62, "$47.62"), R(47.62, 50 * 100 / 105),
             V("output.total_payout_usd", 97.62, "$97.62"), E(97.62, 50 + 47.62)])

# ============================================================================ English: clinical trial enrollment
case("en", "field_swap", "long", "trial",
     [res("call_ct01", "get_site_enrollment", {"study": "NVX-204", "as_of": "2027-05-31"},
          {"study": "NVX-204", "target_randomized": 180, "sites": [
              {"site_id": "101", "site": "Boston Medical Center", "screened": 46, "screen_failed": 15,
               "randomized": 29, "withdrawn": 2},
              {"site_id": "104", "site": "Emory University", "screened": 38, "screen_failed": 14, "randomized": 22,
               "withdrawn": 1},
              {"site_id": "112", "site": "UT Southwestern", "screened": 31, "screen_failed": 9, "randomized": 19,
               "withdrawn": 0},
              {"site_id": "118", "site": "Mayo Clinic Rochester", "screened": 27, "screen_failed": 11,
               "randomized": 16, "withdrawn": 3}]})],
     "NVX-204 enrollment as of May 31 📋\n\n"
     "- **Boston Medical Center (101):** 29 randomized from 46 screened, 15 screen fails\n"
     "- **Emory (104):** 19 randomized from 38 screened, 14 screen fails\n"
     "- **UT Southwestern (112):** 19 randomized with only 9 screen fails, the cleanest funnel\n"
     "- **Mayo Rochester (118):** 16 randomized, and 3 withdrawals already\n\n"
     "That's 86 randomized against the target of 180, or 47.8%. At a handful a month per site, you'll want to open a "
     "couple more sites if the Q4 database lock still stands.",
     "Emory randomized 22 told as 19 (UT Southwestern's row; another-row swap). True: the other cells; total uses the "
     "true values 29+22+19+16 = 86; 86/180 = 47.78% ~ 47.8%; UTSW's 9/31 = 29% is the lowest screen-fail rate. Q4 "
     "and 'a handful' are planning talk.",
     checks=[V("arguments.study", "NVX-204", "NVX-204"), V("arguments.as_of", "05-31", "May 31"),
             V("output.sites.0.site_id", "101", "(101)"),
             V("output.sites.0.randomized", 29, "29 randomized"), V("output.sites.0.screened", 46, "46 screened"),
             V("output.sites.0.screen_failed", 15, "15 screen fails"),
             V("output.sites.1.screened", 38, "38 screened"), V("output.sites.1.screen_failed", 14, "14 screen fails"),
             V("output.sites.2.site_id", "112", "(112)"), V("output.sites.2.randomized", 19, "(112):** 19 randomized"),
             V("output.sites.2.screen_failed", 9, "only 9 screen fails"),
             E(9 / 31, min(15 / 46, 14 / 38, 9 / 31, 11 / 27)),
             V("output.sites.3.site_id", "118", "(118)"), V("output.sites.3.randomized", 16, "16 randomized"),
             V("output.sites.3.withdrawn", 3, "3 withdrawals"),
             E(86, 29 + 22 + 19 + 16, "86 randomized"), V("output.target_randomized", 180, "target of 180"),
             R(47.8, 86 / 180 * 100, "47.8%"), N("Q4")],
     swap=S("Emory (104):** 19 randomized", "output.sites.1.randomized", "output.sites.2.randomized", 19),
     shape="list_row")

case("en", "field_swap", "medium", "trial",
     [res("call_ct02", "get_subject_status", {"study": "NVX-204", "site_id": "101"},
          {"randomized": 29, "status_counts": {"on_treatment": 20, "completed": 4, "discontinued": 5},
           "discontinuation_reasons": {"adverse_event": 3, "withdrew_consent": 1, "lost_to_followup": 1}})],
     "Boston has 29 randomized: 20 still on study drug and 4 through their final visit. Five have stopped early, one "
     "of them because of side effects, and one was lost to follow-up.",
     "adverse_event 3 told as 'one of them because of side effects' (the withdrew_consent value; paraphrased-label "
     "swap). True: 29, on_treatment 20, completed 4, discontinued 5 (= 3+1+1), lost_to_followup 1.",
     checks=[V("output.randomized", 29, "29 randomized"), V("output.status_counts.on_treatment", 20, "20 still on"),
             V("output.status_counts.completed", 4, "4 through their final visit"),
             V("output.status_counts.discontinued", 5), E(5, 3 + 1 + 1),
             V("output.discontinuation_reasons.lost_to_followup", 1)],
     swap=S("one of them because of side effects", "output.discontinuation_reasons.adverse_event",
            "output.discontinuation_reasons.withdrew_consent", 1), shape="paraphrased_label")

case("en", "field_swap_cross", "short", "trial",
     [res("call_ct03a", "get_monthly_enrollment", {"study": "NVX-204", "month": "2027-04"},
          {"screened_in_month": 23, "randomized_in_month": 14, "cumulative_randomized": 75}),
      res("call_ct03b", "get_monthly_enrollment", {"study": "NVX-204", "month": "2027-05"},
          {"screened_in_month": 19, "randomized_in_month": 11, "cumulative_randomized": 86})],
     "NVX-204 randomized 14 patients in May from 19 screened, which brings the study to 86 overall.",
     "May randomized_in_month 11 told as 14 (April's value from the other call; cross-call swap). True: May "
     "screened 19, cumulative 86 (= 75 + 11).",
     checks=[V("arguments.study", "NVX-204", "NVX-204", ci=1), V("output.screened_in_month", 19, "19 screened", ci=1),
             V("output.cumulative_randomized", 86, "86 overall", ci=1), E(86, 75 + 11)],
     swap=S("14 patients in May", "output.randomized_in_month", "output.randomized_in_month", 14, label_ci=1,
            from_ci=0))

case("en", "paraphrase", "long", "trial",
     [res("call_ct04", "get_site_enrollment", {"study": "HLX-310", "as_of": "2027-08-31"},
          {"study": "HLX-310", "target_randomized": 90, "sites": [
              {"site_id": "201", "site": "Cedars-Sinai", "screened": 34, "screen_failed": 12, "randomized": 21,
               "withdrawn": 1},
              {"site_id": "207", "site": "Northwestern", "screened": 29, "screen_failed": 8, "randomized": 20,
               "withdrawn": 2},
              {"site_id": "215", "site": "Vanderbilt", "screened": 18, "screen_failed": 7, "randomized": 10,
               "withdrawn": 0}]})],
     "HLX-310 by site, end of August:\n\n"
     "| Site | Screened | Failed screening | Randomized | Dropped after randomization |\n|---|---|---|---|---|\n"
     "| Cedars-Sinai | 34 | 12 | 21 | 1 |\n| Northwestern | 29 | 8 | 20 | 2 |\n| Vanderbilt | 18 | 7 | 10 | 0 |\n\n"
     "Northwestern converts best, with 20 of its 29 screened making it to randomization, and Vanderbilt hasn't lost "
     "anyone after randomization yet. Overall you're at 51 of 90.",
     "All cells under the right labels (screen_failed = failed screening, withdrawn = dropped after randomization). "
     "20/29 = 69% beats 21/34 = 62% and 10/18 = 56%; 21+20+10 = 51; target 90.",
     checks=[V("output.study", "HLX-310", "HLX-310"),
             V("output.sites.0.screened", 34, "| Cedars-Sinai | 34 | 12 | 21 | 1 |"),
             V("output.sites.0.screen_failed", 12), V("output.sites.0.randomized", 21),
             V("output.sites.0.withdrawn", 1),
             V("output.sites.1.screened", 29, "| Northwestern | 29 | 8 | 20 | 2 |"),
             V("output.sites.1.screen_failed", 8), V("output.sites.1.randomized", 20), V("output.sites.1.withdrawn", 2),
             V("output.sites.2.screened", 18, "| Vanderbilt | 18 | 7 | 10 | 0 |"),
             V("output.sites.2.screen_failed", 7), V("output.sites.2.randomized", 10), V("output.sites.2.withdrawn", 0),
             V("output.sites.1.randomized", 20, "20 of its 29 screened"),
             E(20 / 29, max(21 / 34, 20 / 29, 10 / 18)),
             E(51, 21 + 20 + 10, "51 of 90"), V("output.target_randomized", 90, "51 of 90")])

case("en", "rounding", "short", "trial",
     [res("call_ct05", "get_study_progress", {"study": "KRT-118"},
          {"randomized": 121, "target": 258, "sites_active": 14, "first_patient_in": "2026-11-03"})],
     "KRT-118 is about 47% of the way to its 258-patient target, with 121 randomized across 14 active sites.",
     "121/258 = 46.90% ~ 47% (0.21%); 258, 121, 14 true.",
     checks=[R(47, 121 / 258 * 100, "about 47%"), V("output.target", 258, "258-patient"),
             V("output.randomized", 121, "121 randomized"), V("output.sites_active", 14, "14 active sites"),
             V("arguments.study", "KRT-118", "KRT-118")])

case("en", "echo", "medium", "trial",
     [res("call_ct06", "schedule_visit",
          {"subject_id": "204-104-017", "visit": "Week 12", "target_date": "2027-06-21", "window_days": 3},
          {"visit_id": "V-55102", "scheduled_for": "2027-06-22T09:30:00-04:00",
           "window": {"earliest": "2027-06-18", "latest": "2027-06-24"}, "coordinator": "R. Ahmed"})],
     "Subject 204-104-017's Week 12 visit is booked for Tuesday, June 22 at 9:30 am (V-55102), with R. Ahmed "
     "coordinating. That's a day after the June 21 target and well inside the ±3-day window, which runs June 18–24.",
     "Subject id, Week 12, June 21 and ±3 days echo the arguments; 2027-06-22 is a Tuesday; window 06-18 to 06-24 "
     "from the result; 22 - 21 = a day after.",
     checks=[V("arguments.subject_id", "204-104-017", "204-104-017"), V("arguments.visit", "Week 12", "Week 12"),
             WD("2027-06-22", "Tuesday", "Tuesday, June 22"), V("output.scheduled_for", "06-22T09:30",
                                                                "June 22 at 9:30 am"),
             V("output.visit_id", "V-55102", "V-55102"), V("arguments.target_date", "06-21", "June 21 target"),
             V("arguments.window_days", 3, "±3-day"), V("output.window.earliest", "06-18", "June 18–24"),
             V("output.window.latest", "06-24", "June 18–24")])

# ======================================================================= English: pharmaceutical blister-packaging OEE
case("en", "field_swap", "long", "oee",
     [res("call_oe01", "get_shift_oee", {"plant": "PK-2", "date": "2027-03-09", "shift": "B"},
          {"plant": "PK-2", "shift": "B", "lines": [
              {"line": "BL-1", "availability": 0.912, "performance": 0.874, "quality": 0.991, "oee": 0.79},
              {"line": "BL-2", "availability": 0.846, "performance": 0.93, "quality": 0.985, "oee": 0.775},
              {"line": "BL-3", "availability": 0.955, "performance": 0.812, "quality": 0.978, "oee": 0.758}]})],
     "Shift B on the PK-2 blister lines, Tuesday March 9 🏭\n\n"
     "| Line | Availability | Performance | OEE |\n|---|---|---|---|\n"
     "| BL-1 | 91.2% | 87.4% | 79.0% |\n| BL-2 | 84.6% | 98.5% | 77.5% |\n| BL-3 | 95.5% | 81.2% | 75.8% |\n\n"
     "Quality held between 97.8% and 99.1% on all three lines, so the losses are time and speed. BL-2 spent the most "
     "time down and BL-3 ran slowest; on a blister line that usually means the tablet feeder is starving the forming "
     "web or the vision system keeps stopping on rejects, so check its reject log before the next shift.",
     "BL-2's Performance cell shows 98.5% (its quality value; table-cell swap), true 93.0%. True: every other cell, "
     "quality range 97.8–99.1%, BL-2 lowest availability, BL-3 lowest performance; OEE = A×P×Q (0.7899, 0.7750, "
     "0.7584); 2027-03-09 is a Tuesday. The OEE column still matches the true performance, not the told one.",
     checks=[V("arguments.plant", "PK-2", "PK-2"), WD("2027-03-09", "Tuesday", "Tuesday March 9"),
             V("output.lines.0.availability", 0.912, "| BL-1 | 91.2% | 87.4% | 79.0% |"),
             V("output.lines.0.performance", 0.874), V("output.lines.0.oee", 0.79),
             R(0.79, 0.912 * 0.874 * 0.991), V("output.lines.1.availability", 0.846, "| BL-2 | 84.6%"),
             V("output.lines.1.oee", 0.775, "| 77.5% |"), R(0.775, 0.846 * 0.93 * 0.985),
             V("output.lines.2.availability", 0.955, "| BL-3 | 95.5% | 81.2% | 75.8% |"),
             V("output.lines.2.performance", 0.812), V("output.lines.2.oee", 0.758), R(0.758, 0.955 * 0.812 * 0.978),
             V("output.lines.2.quality", 0.978, "97.8%"), V("output.lines.0.quality", 0.991, "99.1%"),
             V("output.lines.1.line", "BL-2", "BL-2 spent"), E(0.846, min(0.912, 0.846, 0.955)),
             V("output.lines.2.line", "BL-3", "BL-3 ran"), E(0.812, min(0.874, 0.93, 0.812))],
     swap=S("| BL-2 | 84.6% | 98.5%", "output.lines.1.performance", "output.lines.1.quality", 0.985),
     shape="table_cell")

case("en", "field_swap", "medium", "oee",
     [res("call_oe02", "get_downtime", {"line": "BL-2", "date": "2027-03-10", "shift": "A"},
          {"line": "BL-2", "planned_production_min": 450, "planned_downtime_min": 45, "unplanned_downtime_min": 72,
           "events": [{"reason": "tablet feeder jam", "category": "unplanned", "min": 38},
                      {"reason": "foil reel splice", "category": "unplanned", "min": 21},
                      {"reason": "vision camera fault", "category": "unplanned", "min": 13},
                      {"reason": "batch changeover and line clearance", "category": "planned", "min": 45}]})],
     "BL-2 lost 45 minutes to unplanned stops on A shift, led by tablet-feeder jams at 38 minutes and a 21-minute "
     "foil splice. The batch changeover and line clearance was the only planned stop.",
     "unplanned_downtime_min 72 told as 45 (the planned_downtime_min value; near-synonym swap). True: feeder jam "
     "38, foil splice 21, the changeover is the only planned event.",
     checks=[V("output.line", "BL-2", "BL-2"), V("output.events.0.min", 38, "38 minutes"),
             V("output.events.1.min", 21, "21-minute"), E(38 + 21 + 13, 72)],
     swap=S("45 minutes to unplanned", "output.unplanned_downtime_min", "output.planned_downtime_min", 45),
     shape="near_synonym")

case("en", "paraphrase", "medium", "oee",
     [res("call_oe03", "get_downtime", {"line": "BL-1", "date": "2027-03-10", "shift": "A"},
          {"line": "BL-1", "planned_production_min": 450, "planned_downtime_min": 30, "unplanned_downtime_min": 54,
           "events": [{"reason": "format change parts", "category": "planned", "min": 30},
                      {"reason": "cartoner misfeed", "category": "unplanned", "min": 33},
                      {"reason": "waiting on QA release", "category": "unplanned", "min": 21}]})],
     "BL-1 was down 84 minutes on A shift: 54 unscheduled (a cartoner misfeed for 33 and 21 waiting on QA release) "
     "and 30 scheduled for the format change. The scheduled half hour is expected; the unscheduled 54 is the part "
     "worth chasing.",
     "unplanned 54 = unscheduled, planned 30 = scheduled (half hour); 33 + 21 = 54; 54 + 30 = 84.",
     checks=[V("output.line", "BL-1", "BL-1"), E(84, 54 + 30, "84 minutes"),
             V("output.unplanned_downtime_min", 54, "54 unscheduled"), V("output.events.1.min", 33, "misfeed for 33"),
             V("output.events.2.min", 21, "21 waiting"), V("output.planned_downtime_min", 30, "30 scheduled"),
             V("output.unplanned_downtime_min", 54, "unscheduled 54")])

case("en", "paraphrase", "short", "oee",
     [res("call_oe04", "get_work_order", {"wo": "WO-58812"},
          {"wo": "WO-58812", "product": "metformin 500 mg, 10x10 blister, carton of 100", "status": "closed",
           "counts": {"total": 18420, "good": 18167, "rework": 191, "scrap": 62}})],
     "WO-58812 closed with 18,167 good cartons out of 18,420 packed, plus 191 pulled for rework and 62 rejected.",
     "counts.good 18,167, counts.total 18,420, rework 191, scrap 62 = rejected (18167+191+62 = 18420).",
     checks=[V("output.wo", "WO-58812", "WO-58812"), V("output.counts.good", 18167, "18,167 good"),
             V("output.counts.total", 18420, "18,420 packed"), V("output.counts.rework", 191, "191 pulled for rework"),
             V("output.counts.scrap", 62, "62 rejected"), E(18167 + 191 + 62, 18420)])

case("en", "derived", "long", "oee",
     [res("call_oe05", "get_shift_counters", {"line": "BL-3", "date": "2027-03-11", "shift": "B"},
          {"planned_production_min": 450, "downtime_min": 63, "ideal_rate_per_min": 120, "cartons_total": 42240,
           "cartons_good": 41664})],
     "BL-3, B shift (Thursday, March 11) 🔧\n\n"
     "- **Run time:** 450 planned minutes minus 63 down = 387 minutes, so availability is 86.0%\n"
     "- **Performance:** 42,240 cartons at the 120-a-minute ideal rate is 352 minutes of ideal run time, 91.0% of "
     "the 387\n"
     "- **Quality:** 41,664 good of 42,240, 98.6%\n"
     "- **OEE:** 0.860 × 0.910 × 0.986 ≈ 77.2%\n\n"
     "World-class is usually quoted around 85%, so the gap here is mostly those 63 minutes of downtime.",
     "450-63 = 387; 387/450 = 86.0%; 42240/120 = 352; 352/387 = 90.96% ~ 91.0%; 41664/42240 = 98.64% ~ 98.6%; "
     "0.86×0.9096×0.9864 = 77.16% ~ 77.2%. 85% is a benchmark; availability is the lowest factor.",
     checks=[V("arguments.line", "BL-3", "BL-3"), WD("2027-03-11", "Thursday", "Thursday, March 11"),
             V("output.planned_production_min", 450, "450 planned"), V("output.downtime_min", 63, "minus 63 down"),
             E(387, 450 - 63, "= 387 minutes"), E(86.0, 387 / 450 * 100, "86.0%"),
             V("output.cartons_total", 42240, "42,240 cartons"), V("output.ideal_rate_per_min", 120, "120-a-minute"),
             E(352, 42240 / 120, "352 minutes"), R(91.0, 352 / 387 * 100, "91.0% of the 387"),
             V("output.cartons_good", 41664, "41,664 good of 42,240"), R(98.6, 41664 / 42240 * 100, "98.6%"),
             E(0.86, 387 / 450, "0.860"), R(0.91, 352 / 387, "0.910"), R(0.986, 41664 / 42240, "0.986"),
             R(77.2, 387 / 450 * 352 / 387 * 41664 / 42240 * 100, "77.2%"), N("85%"),
             V("output.downtime_min", 63, "those 63 minutes")])

case("en", "rounding", "short", "oee",
     [res("call_oe06", "get_weekly_oee", {"plant": "PK-2", "week": "2027-W10"},
          {"oee": 0.7893, "good_cartons": 412380, "run_hours": 98.6})],
     "PK-2 closed week 10 at just under 79% OEE, with about 412k good cartons off the blister lines.",
     "0.7893 = 78.93% ~ 'just under 79%' (0.09%); 412k ~ 412,380 (0.09%); week 10 echoes 2027-W10.",
     checks=[V("arguments.plant", "PK-2", "PK-2"), V("arguments.week", "W10", "week 10"),
             R(79, 0.7893 * 100, "just under 79%"), RV("output.good_cartons", 412000, "412k")])

# ============================================================================ English: short-term rental host
case("en", "field_swap", "short", "str",
     [res("call_st01", "get_reservation", {"confirmation": "HMX4QK2T9R"},
          {"confirmation": "HMX4QK2T9R", "guest": "Elena Marquez", "check_in": "2027-07-09",
           "check_out": "2027-07-14", "nights": 5, "nightly_rate_usd": 219, "cleaning_fee_usd": 120,
           "guest_service_fee_usd": 171.4, "guest_total_usd": 1386.4, "host_service_fee_usd": 36.45,
           "host_payout_usd": 1178.55})],
     "Elena Marquez's 5-night stay (July 9–14) pays out $1,386.40 to you, cleaning fee included.",
     "host_payout_usd 1,178.55 told as $1,386.40 (guest_total_usd, what the guest paid; near-synonym swap). True: 5 "
     "nights, July 9–14; payout = 219×5 + 120 - 36.45 = 1,178.55 does include the cleaning fee.",
     checks=[V("output.nights", 5, "5-night"), V("output.check_in", "07-09", "July 9–14"),
             V("output.check_out", "07-14", "July 9–14"), E(1178.55, 219 * 5 + 120 - 36.45),
             E(1386.4, 219 * 5 + 120 + 171.4)],
     swap=S("pays out $1,386.40", "output.host_payout_usd", "output.guest_total_usd", 1386.4), shape="near_synonym")

case("en", "field_swap", "long", "str",
     [res("call_st02", "get_portfolio_month", {"month": "2027-08"},
          {"month": "2027-08", "listings": [
              {"listing": "Lakeview A-frame", "nights_available": 29, "nights_booked": 24, "revenue_usd": 7416,
               "adr_usd": 309},
              {"listing": "Downtown loft", "nights_available": 31, "nights_booked": 27, "revenue_usd": 5130,
               "adr_usd": 190},
              {"listing": "Pine Hollow cabin", "nights_available": 26, "nights_booked": 17, "revenue_usd": 4403,
               "adr_usd": 259}]})],
     "August across the three listings 🏡\n\n"
     "| Listing | Nights booked | Revenue | ADR |\n|---|---|---|---|\n"
     "| Lakeview A-frame | 24 | $7,416 | $309 |\n| Downtown loft | 27 | $5,130 | $190 |\n"
     "| Pine Hollow cabin | 26 | $4,403 | $259 |\n\n"
     "That's $16,949 for the month. Occupancy was 82.8% at Lakeview, 87.1% at the loft and 65.4% at the cabin, so the "
     "cabin has the most room to grow; a weeknight discount of 10–15% is the usual first lever.",
     "Pine Hollow's Nights booked cell shows 26 (its nights_available; table-cell swap), true 17. True: other cells, "
     "7416+5130+4403 = 16,949; occupancy from true values 24/29 = 82.76%, 27/31 = 87.10%, 17/26 = 65.38%. 10–15% is "
     "advice.",
     checks=[V("output.listings.0.nights_booked", 24, "| Lakeview A-frame | 24 | $7,416 | $309 |"),
             V("output.listings.0.revenue_usd", 7416), V("output.listings.0.adr_usd", 309),
             V("output.listings.1.nights_booked", 27, "| Downtown loft | 27 | $5,130 | $190 |"),
             V("output.listings.1.revenue_usd", 5130), V("output.listings.1.adr_usd", 190),
             V("output.listings.2.revenue_usd", 4403, "| $4,403 | $259 |"), V("output.listings.2.adr_usd", 259),
             E(16949, 7416 + 5130 + 4403, "$16,949"), R(82.8, 24 / 29 * 100, "82.8%"), R(87.1, 27 / 31 * 100, "87.1%"),
             R(65.4, 17 / 26 * 100, "65.4%"), N("10–15%")],
     swap=S("| Pine Hollow cabin | 26 |", "output.listings.2.nights_booked", "output.listings.2.nights_available", 26),
     shape="table_cell")

case("en", "field_swap_cross", "medium", "str",
     [res("call_st03a", "get_listing_stats", {"listing_id": "48213377", "period": "last_30_days"},
          {"name": "Lakeview A-frame", "occupancy": 0.83, "adrUsd": 312, "reviews": {"count": 6, "avg": 4.83}}),
      res("call_st03b", "get_listing_stats", {"listing_id": "51920044", "period": "last_30_days"},
          {"name": "Pine Hollow cabin", "occupancy": 0.61, "adrUsd": 254, "reviews": {"count": 3, "avg": 4.67}})],
     "Over the last 30 days the cabin ran 61% occupancy at an average of $312 a night, with three new reviews "
     "averaging 4.67. Lakeview was busier at 83%.",
     "Pine Hollow adrUsd 254 told as $312 (Lakeview's ADR from the other call; cross-call swap). True: 61%, three "
     "reviews, 4.67, Lakeview 83%; 30 days echoes the period.",
     checks=[V("arguments.period", "30", "last 30 days", ci=1), V("output.occupancy", 0.61, "61% occupancy", ci=1),
             V("output.reviews.count", 3, ci=1), V("output.reviews.avg", 4.67, "averaging 4.67", ci=1),
             V("output.occupancy", 0.83, "busier at 83%", ci=0)],
     swap=S("average of $312 a night", "output.adrUsd", "output.adrUsd", 312, label_ci=1, from_ci=0))

case("en", "paraphrase", "medium", "str",
     [res("call_st04", "get_reservation", {"confirmation": "HMB7TZ1QW3"},
          {"confirmation": "HMB7TZ1QW3", "guest": "Tom Ferris", "nights": 3, "nightly_rate_usd": 245,
           "cleaning_fee_usd": 95, "guest_service_fee_usd": 117.66, "guest_total_usd": 947.66,
           "host_service_fee_usd": 24.9, "host_payout_usd": 805.1})],
     "Tom Ferris paid $947.66 all in for his 3 nights. After the 3% host fee ($24.90) your payout is $805.10, and "
     "that already includes the $95 cleaning fee.",
     "guest_total 947.66 = what he paid; host_payout 805.10 = your payout; 24.90 = 3% of 245×3 + 95 = 830; "
     "830 - 24.90 = 805.10.",
     checks=[V("output.guest_total_usd", 947.66, "$947.66"), V("output.nights", 3, "3 nights"),
             E(3, 24.9 / (245 * 3 + 95) * 100, "3% host fee"), V("output.host_service_fee_usd", 24.9, "$24.90"),
             V("output.host_payout_usd", 805.1, "$805.10"), E(805.1, 245 * 3 + 95 - 24.9),
             V("output.cleaning_fee_usd", 95, "$95 cleaning")])

case("en", "derived", "long", "str",
     [res("call_st05", "get_listing_month", {"listing_id": "48213377", "month": "2027-09"},
          {"name": "Lakeview A-frame", "nights_available": 30, "nights_booked": 23, "rental_revenue_usd": 5842,
           "cleaning_fees_usd": 840,
           "prev_month": {"nights_available": 31, "nights_booked": 26, "rental_revenue_usd": 7410}})],
     "September at Lakeview A-frame 📊\n\n"
     "- **Occupancy:** 23 of 30 nights, 76.7%\n"
     "- **ADR:** $5,842 ÷ 23 = $254.00\n"
     "- **RevPAR:** $194.73 per available night\n"
     "- **vs August:** revenue down $1,568 (21.2%), with 3 fewer booked nights\n\n"
     "The $840 of cleaning fees comes on top and isn't in ADR. A post-Labor Day slowdown is normal; a lot of hosts "
     "trim weekday rates 10–20% from mid-September.",
     "23/30 = 76.67% ~ 76.7%; 5842/23 = 254.00; 5842/30 = 194.73; 7410-5842 = 1,568; 1568/7410 = 21.16% ~ 21.2%; "
     "26-23 = 3; 840 cleaning. 10–20% is advice.",
     checks=[V("output.nights_booked", 23, "23 of 30 nights"), V("output.nights_available", 30),
             R(76.7, 23 / 30 * 100, "76.7%"), V("output.rental_revenue_usd", 5842, "$5,842 ÷ 23"),
             E(254.0, 5842 / 23, "$254.00"), R(194.73, 5842 / 30, "$194.73"), E(1568, 7410 - 5842, "$1,568"),
             R(21.2, 1568 / 7410 * 100, "21.2%"), E(3, 26 - 23, "3 fewer"),
             V("output.cleaning_fees_usd", 840, "$840"), N("10–20%")])

case("en", "echo", "short", "str",
     [res("call_st06", "update_calendar_price",
          {"listing_id": "51920044", "dates": ["2027-07-02", "2027-07-03", "2027-07-04"], "nightly_usd": 289,
           "min_nights": 2},
          {"updated": 3, "listing": "Pine Hollow cabin", "currency": "USD"})],
     "Done: the cabin is now $289 a night for July 2–4 (Friday through Sunday) with a 2-night minimum, and all 3 "
     "nights are updated.",
     "289, the dates and the 2-night minimum echo the arguments; 2027-07-02 is a Friday and 07-04 a Sunday; "
     "updated 3.",
     checks=[V("arguments.nightly_usd", 289, "$289"), V("arguments.dates.0", "07-02", "July 2–4"),
             V("arguments.dates.2", "07-04", "July 2–4"), WD("2027-07-02", "Friday", "Friday"),
             WD("2027-07-04", "Sunday", "Sunday"), V("arguments.min_nights", 2, "2-night"),
             V("output.updated", 3, "all 3")])

# ============================================================================ English: card acquiring and settlement
case("en", "field_swap", "medium", "payments",
     [res("call_py01", "get_settlement_batch", {"batch_id": "STL-20270412"},
          {"batch_id": "STL-20270412", "currency": "USD", "transactions": 1204, "gross_volume": "48210.55",
           "refunds": "1320.00", "fees": "1412.36", "net_settled": "45478.19", "deposit_date": "2027-04-13"})],
     "Batch STL-20270412 covers 1,204 transactions and deposits on Tuesday. After $1,412.36 in fees and $1,320 of "
     "refunds, $48,210.55 lands in your account.",
     "net_settled \"45478.19\" told as $48,210.55 (gross_volume, amounts as strings; near-synonym swap). True: "
     "1,204, fees, "
     "refunds, deposit 2027-04-13 is a Tuesday; 48210.55 - 1320 - 1412.36 = 45,478.19.",
     checks=[V("output.batch_id", "STL-20270412", "STL-20270412"), V("output.transactions", 1204, "1,204"),
             WD("2027-04-13", "Tuesday", "Tuesday"), V("output.fees", 1412.36, "$1,412.36"),
             V("output.refunds", 1320, "$1,320"), E(45478.19, 48210.55 - 1320 - 1412.36)],
     swap=S("$48,210.55 lands", "output.net_settled", "output.gross_volume", 48210.55), shape="near_synonym")

case("en", "field_swap", "long", "payments",
     [res("call_py02", "get_auth_report", {"merchant_id": "mid_7740213", "date": "2027-04-12"},
          {"date": "2027-04-12", "attempts": 3318, "approved": 3089, "approvalRate": 0.931,
           "byBrand": {"visa": {"attempts": 1902, "approvalRate": 0.952},
                       "mastercard": {"attempts": 1011, "approvalRate": 0.921},
                       "amex": {"attempts": 405, "approvalRate": 0.857}},
           "topDeclines": [{"code": "51", "reason": "insufficient_funds", "count": 94},
                            {"code": "05", "reason": "do_not_honor", "count": 61},
                            {"code": "14", "reason": "invalid_card_number", "count": 22}]})],
     "Authorizations for Monday, April 12 💳\n\n"
     "- **Attempts:** 3,318, with 3,089 approved\n"
     "- **By brand:** Visa 93.1%, Mastercard 92.1%, Amex 85.7%\n"
     "- **Top declines:** 94 insufficient funds (51), 61 do-not-honor (05), 22 invalid card number (14)\n\n"
     "Amex is the drag. Below about 90% on Amex it's usually worth checking that you're sending full AVS and CVV "
     "data.",
     "Visa's nested byBrand.visa.approvalRate 0.952 told as 93.1% (the top-level approvalRate; nested-field swap). "
     "True: 3,318 / 3,089, Mastercard 92.1%, Amex 85.7%, decline counts and codes, 2027-04-12 is a Monday. 90% is "
     "advice.",
     checks=[WD("2027-04-12", "Monday", "Monday, April 12"), V("output.attempts", 3318, "3,318"),
             V("output.approved", 3089, "3,089 approved"), V("output.byBrand.mastercard.approvalRate", 0.921,
                                                             "Mastercard 92.1%"),
             V("output.byBrand.amex.approvalRate", 0.857, "Amex 85.7%"),
             V("output.topDeclines.0.count", 94, "94 insufficient funds (51)"), V("output.topDeclines.0.code", "51"),
             V("output.topDeclines.1.count", 61, "61 do-not-honor (05)"), V("output.topDeclines.1.code", "05"),
             V("output.topDeclines.2.count", 22, "22 invalid card number (14)"), V("output.topDeclines.2.code", "14"),
             R(0.931, 3089 / 3318), N("about 90%")],
     swap=S("Visa 93.1%", "output.byBrand.visa.approvalRate", "output.approvalRate", 0.931), shape="nested_field")

case("en", "field_swap", "short", "payments",
     [res("call_py03", "get_dispute_summary", {"merchant_id": "mid_7740213", "month": "2027-03"},
          {"refunds": {"count": 9, "amount_usd": 612.4}, "chargebacks": {"count": 3, "amount_usd": 287.0},
           "chargeback_ratio": 0.0011})],
     "March had 3 refunds for $612.40 and 9 chargebacks totalling $287, a 0.11% chargeback ratio that's well under "
     "Visa's 0.9% monitoring line.",
     "Crossed pair: refunds.count 9 and chargebacks.count 3 exchanged (one distortion). True: $612.40, $287, "
     "0.0011 = 0.11%. 0.9% is an outside threshold.",
     checks=[V("output.refunds.amount_usd", 612.4, "$612.40"), V("output.chargebacks.amount_usd", 287, "$287"),
             V("output.chargeback_ratio", 0.0011, "0.11%"), N("0.9%")],
     swap=[S("3 refunds", "output.refunds.count", "output.chargebacks.count", 3),
           S("9 chargebacks", "output.chargebacks.count", "output.refunds.count", 9)],
     shape="crossed_pair")

case("en", "field_swap_cross", "long", "payments",
     [res("call_py04a", "get_auth_summary", {"merchant_id": "mid_7740213", "date": "2027-04-12"},
          {"attempts": 3318, "approved": 3089, "declined": 229, "approvalRate": 0.931, "avgTicketUsd": 38.42}),
      res("call_py04b", "get_auth_summary", {"merchant_id": "mid_7740213", "date": "2027-04-11"},
          {"attempts": 2876, "approved": 2712, "declined": 164, "approvalRate": 0.943, "avgTicketUsd": 41.05})],
     "Monday vs Sunday 📉\n\n"
     "- **Monday, Apr 12:** 3,318 attempts, 164 declines, 93.1% approved, $38.42 average ticket\n"
     "- **Sunday, Apr 11:** 2,876 attempts, 94.3% approved, $41.05 average ticket\n\n"
     "Approval slipped 1.2 points day over day while volume rose. A one-day dip that size is usually noise from "
     "issuer-side do-not-honors; if it holds below 93% for a week, open a ticket with the processor.",
     "Monday declined 229 told as 164 (Sunday's declines from the other call; cross-call swap). True: the rest; "
     "0.943 - 0.931 = 1.2 points; 2027-04-12 Monday, 04-11 Sunday. 93% / a week are advice.",
     checks=[WD("2027-04-12", "Monday", "Monday, Apr 12"), V("output.attempts", 3318, "3,318 attempts"),
             V("output.approvalRate", 0.931, "93.1% approved"), V("output.avgTicketUsd", 38.42, "$38.42"),
             WD("2027-04-11", "Sunday", "Sunday, Apr 11"), V("output.attempts", 2876, "2,876 attempts", ci=1),
             V("output.approvalRate", 0.943, "94.3% approved", ci=1),
             V("output.avgTicketUsd", 41.05, "$41.05", ci=1), R(1.2, (0.943 - 0.931) * 100, "1.2 points"),
             N("below 93%")],
     swap=S("164 declines", "output.declined", "output.declined", 164, label_ci=0, from_ci=1))

case("en", "paraphrase", "long", "payments",
     [res("call_py05", "get_settlement_batch", {"batch_id": "STL-20270419"},
          {"batch_id": "STL-20270419", "transactions": 1377, "gross_volume_usd": 52904.1, "refunds_usd": 845.5,
           "fees": {"interchange_usd": 987.62, "network_usd": 131.4, "processor_usd": 413.0, "total_usd": 1532.02},
           "net_settled_usd": 50526.58, "deposit_date": "2027-04-20"})],
     "Batch STL-20270419 (1,377 transactions) 🧾\n\n"
     "- **Sales:** $52,904.10\n- **Refunds:** −$845.50\n"
     "- **Fees:** −$1,532.02, of which $987.62 is interchange to the card issuers, $131.40 network assessments and "
     "$413.00 the processor's markup\n"
     "- **Deposited:** $50,526.58 on Tuesday, April 20\n\n"
     "Interchange is the part nobody can negotiate; the $413 markup is the piece worth comparing when the contract "
     "comes up.",
     "gross 52,904.10 = sales, net 50,526.58 = deposited; fees nested: interchange 987.62, network 131.40, processor "
     "413.00, total 1,532.02 (sum checks); refunds told with a minus sign in words; 2027-04-20 is a Tuesday.",
     checks=[V("output.batch_id", "STL-20270419", "STL-20270419"), V("output.transactions", 1377, "1,377"),
             V("output.gross_volume_usd", 52904.1, "$52,904.10"), V("output.refunds_usd", 845.5, "−$845.50"),
             V("output.fees.total_usd", 1532.02, "−$1,532.02"), V("output.fees.interchange_usd", 987.62, "$987.62"),
             V("output.fees.network_usd", 131.4, "$131.40"), V("output.fees.processor_usd", 413, "$413.00"),
             V("output.fees.processor_usd", 413, "$413 markup"), E(1532.02, 987.62 + 131.4 + 413.0),
             V("output.net_settled_usd", 50526.58, "$50,526.58"), E(50526.58, 52904.1 - 845.5 - 1532.02),
             WD("2027-04-20", "Tuesday", "Tuesday, April 20")])

case("en", "rounding", "medium", "payments",
     [res("call_py06", "get_monthly_volume", {"merchant_id": "mid_7740213", "month": "2027-03"},
          {"gross_usd": 1238544.9, "transactions": 31812, "avg_ticket_usd": 38.93, "card_present_share": 0.284})],
     "March processed about $1.24M across roughly 31.8k transactions, so the average ticket was just under $39. "
     "28.4% of it was card-present.",
     "1.24M ~ 1,238,544.9 (0.12%); 31.8k ~ 31,812 (0.04%); just under $39 ~ 38.93 (0.18%); 0.284 = 28.4%.",
     checks=[RV("output.gross_usd", 1.24e6, "$1.24M"), RV("output.transactions", 31800, "31.8k"),
             RV("output.avg_ticket_usd", 39, "just under $39"), V("output.card_present_share", 0.284, "28.4%")])

# ============================================================================ English: last-mile parcel delivery
case("en", "field_swap", "medium", "lastmile",
     [res("call_lm01", "get_routes_status", {"station": "DSF4", "date": "2027-08-17"},
          {"as_of": "2027-08-17T18:05:00-07:00", "routes": [
              {"route": "CX14", "driver": "Marcus Hill", "stops_planned": 142, "stops_done": 131, "packages": 219},
              {"route": "CX15", "driver": "Ana Ruiz", "stops_planned": 128, "stops_done": 128, "packages": 201},
              {"route": "CX16", "driver": "Jon Park", "stops_planned": 155, "stops_done": 118, "packages": 246}]})],
     "As of 6:05 pm, Ana's finished all 128 stops on CX15. Marcus is at 131 of 142, and Jon is at 131 of 155 on CX16, "
     "so he's the one who may need a rescue.",
     "Jon's stops_done 118 told as 131 (Marcus's row; another-row swap). True: 18:05 = 6:05 pm, Ana 128/128, Marcus "
     "131/142, Jon's 155 planned; Jon has the most stops left either way.",
     checks=[V("output.as_of", "T18:05", "6:05 pm"), V("output.routes.1.stops_done", 128, "all 128 stops on CX15"),
             V("output.routes.1.route", "CX15"), V("output.routes.0.stops_done", 131, "Marcus is at 131 of 142"),
             V("output.routes.0.stops_planned", 142), V("output.routes.2.stops_planned", 155, "of 155 on CX16"),
             V("output.routes.2.route", "CX16")],
     swap=S("Jon is at 131", "output.routes.2.stops_done", "output.routes.0.stops_done", 131), shape="list_row")

case("en", "field_swap", "short", "lastmile",
     [res("call_lm02", "get_route_summary", {"route": "CX14", "date": "2027-08-17"},
          {"packages": 219, "front_door": 196, "alt_recipient": 4, "locker": 11, "attempted": 8})],
     "Marcus got 196 packages to the front door and 11 handed to a neighbor, and 8 were attempted but not delivered.",
     "alt_recipient 4 told as '11 handed to a neighbor' (the locker value; paraphrased-label swap: a neighbor is the "
     "alternate recipient). True: 196 front door, 8 attempted (196+4+11+8 = 219).",
     checks=[V("output.front_door", 196, "196 packages"), V("output.attempted", 8, "8 were attempted"),
             E(196 + 4 + 11 + 8, 219)],
     swap=S("11 handed to a neighbor", "output.alt_recipient", "output.locker", 11), shape="paraphrased_label")

case("en", "field_swap_cross", "short", "lastmile",
     [res("call_lm03a", "get_driver_scorecard", {"driver_id": "D-20931", "week": "2027-W33"},
          {"name": "Priya Nair", "on_time_rate": 0.974, "dcr": 0.991, "stops": 612}),
      res("call_lm03b", "get_driver_scorecard", {"driver_id": "D-20877", "week": "2027-W33"},
          {"name": "Marcus Hill", "on_time_rate": 0.921, "dcr": 0.986, "stops": 655})],
     "Priya was on time for 92.1% of her 612 stops last week, with a 99.1% delivery completion rate.",
     "Priya's on_time_rate 0.974 told as 92.1% (Marcus's from the other call; cross-call swap). True: 612 stops, dcr "
     "0.991 = 99.1%.",
     checks=[V("output.stops", 612, "612 stops"), V("output.dcr", 0.991, "99.1% delivery completion")],
     swap=S("on time for 92.1%", "output.on_time_rate", "output.on_time_rate", 0.921, label_ci=0, from_ci=1))

case("en", "paraphrase", "medium", "lastmile",
     [res("call_lm04", "get_route_summary", {"route": "CX16", "date": "2027-08-17"},
          {"packages": 246, "front_door": 221, "alt_recipient": 5, "locker": 9, "attempted": 11})],
     "Jon's CX16 had 246 packages: 221 at the front door, 9 in lockers and 5 handed to a neighbor. The other 11 were "
     "attempted but not delivered.",
     "front_door 221, locker 9, alt_recipient 5 = handed to a neighbor, attempted 11; 221+5+9+11 = 246.",
     checks=[V("arguments.route", "CX16", "CX16"), V("output.packages", 246, "246 packages"),
             V("output.front_door", 221, "221 at the front door"), V("output.locker", 9, "9 in lockers"),
             V("output.alt_recipient", 5, "5 handed to a neighbor"), V("output.attempted", 11, "other 11"),
             E(221 + 5 + 9 + 11, 246)])

case("en", "derived", "medium", "lastmile",
     [res("call_lm05", "get_route_timing", {"route": "CX14", "date": "2027-08-17"},
          {"stops_done": 131, "packages": 219, "on_road_min": 512, "first_stop": "09:42", "last_stop": "17:58",
           "miles": 64.3})],
     "Marcus covered 131 stops in 8 h 32 min on the road, about 15.4 stops an hour and 1.67 packages per stop. Over "
     "64.3 miles that's about 2.04 stops per mile.",
     "512 min = 8 h 32 min; 131/(512/60) = 15.35 ~ 15.4 (0.3%); 219/131 = 1.672 ~ 1.67; 131/64.3 = 2.037 ~ 2.04.",
     checks=[V("output.stops_done", 131, "131 stops"), E(8 * 60 + 32, 512, "8 h 32 min"),
             R(15.4, 131 / (512 / 60), "15.4 stops"), R(1.67, 219 / 131, "1.67 packages"),
             V("output.miles", 64.3, "64.3 miles"), R(2.04, 131 / 64.3, "2.04 stops")])

case("en", "echo", "short", "lastmile",
     [res("call_lm06", "reschedule_delivery",
          {"tracking": "1Z9X4R0361244870", "new_date": "2027-08-19", "window": "14:00-18:00"},
          {"rescheduled": True, "route": "CX22", "stop_seq": 48})],
     "Package 1Z9X4R0361244870 is moved to Thursday, Aug 19 between 2 and 6 pm, as stop 48 on route CX22.",
     "Tracking number, date and 14:00-18:00 echo the arguments; 2027-08-19 is a Thursday; stop 48 and CX22 from the "
     "result.",
     checks=[V("arguments.tracking", "1Z9X4R0361244870", "1Z9X4R0361244870"),
             WD("2027-08-19", "Thursday", "Thursday, Aug 19"), V("arguments.window", "14:00", "between 2 and 6 pm"),
             V("arguments.window", "18:00"), V("output.stop_seq", 48, "stop 48"), V("output.route", "CX22", "CX22")])

# ======================================================================= English: home weather stations and PM sensors
case("en", "field_swap", "short", "sensors",
     [res("call_ws01", "get_sensor", {"sensor_index": 118204},
          {"sensor_index": 118204, "name": "Maple St backyard", "last_seen": "2027-09-02T07:40:00-07:00",
           "pm2_5_atm": 38.4, "pm2_5_cf_1": 41.2, "pm2_5_epa_corrected": 22.7, "humidity": 64,
           "channel_agreement": 0.97})],
     "Your Maple St sensor is reading 38.4 µg/m³ of PM2.5 on the EPA-corrected scale this morning, and its two laser "
     "channels agree well.",
     "pm2_5_epa_corrected 22.7 told as 38.4 (the uncorrected pm2_5_atm value; near-synonym swap). True: 07:40 is "
     "morning, channel_agreement 0.97 = agree well. PM2.5 and m³ are unit names.",
     checks=[N("PM2.5"), N("µg/m³"), V("output.last_seen", "T07:40")],
     swap=S("reading 38.4", "output.pm2_5_epa_corrected", "output.pm2_5_atm", 38.4), shape="near_synonym")

case("en", "field_swap", "medium", "sensors",
     [res("call_ws02", "get_station_current", {"station_id": "KWAPORTL412"},
          {"obs_time": "2027-09-02T15:10:00-07:00", "outdoor": {"temp_f": 71.8, "humidity": 83, "dew_point_f": 66.4},
           "indoor": {"temp_f": 68.9, "humidity": 47}, "wind_mph": 6.2, "pressure_inhg": 29.87})],
     "It's 71.8°F outside with a 66.4°F dew point, so it feels sticky out there. Humidity is 47% outdoors and 83% "
     "inside, where it's 68.9°F.",
     "Crossed pair: outdoor.humidity 83 and indoor.humidity 47 exchanged (one distortion). True: 71.8°F, dew point "
     "66.4°F, indoor 68.9°F.",
     checks=[V("output.outdoor.temp_f", 71.8, "71.8°F"), V("output.outdoor.dew_point_f", 66.4, "66.4°F"),
             V("output.indoor.temp_f", 68.9, "68.9°F")],
     swap=[S("47% outdoors", "output.outdoor.humidity", "output.indoor.humidity", 47),
           S("83% inside", "output.indoor.humidity", "output.outdoor.humidity", 83)],
     shape="crossed_pair")

case("en", "field_swap_cross", "medium", "sensors",
     [res("call_ws03a", "get_daily_summary", {"station_id": "KWAPORTL412", "date": "2027-09-01"},
          {"temp_high_f": 84.2, "temp_low_f": 58.1, "rain_in": 0.0, "gust_max_mph": 14}),
      res("call_ws03b", "get_daily_summary", {"station_id": "KWAPORTL412", "date": "2027-09-02"},
          {"temp_high_f": 76.5, "temp_low_f": 61.3, "rain_in": 0.42, "gust_max_mph": 23})],
     "Today topped out at 76.5°F, cooler than yesterday's 84.2, and you've had 0.42 inches of rain. The strongest "
     "gust so far today was 14 mph.",
     "Today's gust_max_mph 23 told as 14 (yesterday's from the other call; cross-call swap). True: 76.5, 84.2 "
     "(yesterday), 0.42 in.",
     checks=[V("output.temp_high_f", 76.5, "76.5°F", ci=1), V("output.temp_high_f", 84.2, "yesterday's 84.2", ci=0),
             V("output.rain_in", 0.42, "0.42 inches", ci=1)],
     swap=S("today was 14 mph", "output.gust_max_mph", "output.gust_max_mph", 14, label_ci=1, from_ci=0))

case("en", "paraphrase", "short", "sensors",
     [res("call_ws04", "get_sensor", {"sensor_index": 90417},
          {"sensor_index": 90417, "name": "Elm Ave porch", "pm2_5_atm": 27.9, "pm2_5_cf_1": 31.5,
           "pm2_5_epa_corrected": 16.8, "humidity": 71})],
     "Elm Ave's sensor shows 27.9 µg/m³ uncorrected (the ATM channel), but with the EPA humidity correction it's "
     "16.8, which is in the Moderate band.",
     "pm2_5_atm 27.9 = uncorrected ATM; pm2_5_epa_corrected 16.8; 16.8 is in the PM2.5 Moderate range (9.1–35.4).",
     checks=[V("output.pm2_5_atm", 27.9, "27.9"), N("µg/m³"), V("output.pm2_5_epa_corrected", 16.8, "it's 16.8")])

case("en", "paraphrase", "short", "sensors",
     [res("call_ws05", "get_station_current", {"station_id": "KWAPORTL412"},
          {"obs_time": "2027-09-03T07:00:00-07:00", "outdoor": {"temp_f": 58.6, "humidity": 91},
           "indoor": {"temp_f": 69.4, "humidity": 44}, "pressure_inhg": 30.02})],
     "Damp morning: 91% humidity outside at 58.6°F, while the house is at 44% and 69.4°F.",
     "outdoor.humidity 91 and temp 58.6; indoor ('the house') humidity 44 and 69.4, each under the right label.",
     checks=[V("output.outdoor.humidity", 91, "91% humidity outside"), V("output.outdoor.temp_f", 58.6, "58.6°F"),
             V("output.indoor.humidity", 44, "house is at 44%"), V("output.indoor.temp_f", 69.4, "69.4°F")])

case("en", "rounding", "long", "sensors",
     [res("call_ws06", "get_daily_summary", {"station_id": "KCOBOULD77", "date": "2027-06-28"},
          {"rain_mm": 18.6, "rain_rate_max_mm_h": 42.7, "wind_max_kmh": 27.4, "temp_high_c": 26.3,
           "temp_low_c": 12.9})],
     "Monday's storm, in your units ⛈️\n\n"
     "- **Rain:** about 0.73 inches in total\n"
     "- **Peak rate:** roughly 1.68 inches an hour at the worst of it\n"
     "- **Wind:** topped out near 17 mph\n"
     "- **Temperature:** high of 79.3°F, low around 55.2°F\n\n"
     "Anything over an inch an hour is enough to overwhelm most gutters, so it's worth checking the downspouts.",
     "18.6 mm = 0.732 in ~ 0.73 (0.31%); 42.7 mm/h = 1.681 in/h ~ 1.68; 27.4 km/h = 17.03 mph ~ 17; 26.3 °C = "
     "79.34 °F ~ 79.3; 12.9 °C = 55.22 °F ~ 55.2; 2027-06-28 is a Monday. 'an inch an hour' is advice.",
     checks=[V("output.rain_mm", 18.6), V("output.rain_rate_max_mm_h", 42.7), V("output.wind_max_kmh", 27.4),
             V("output.temp_high_c", 26.3), V("output.temp_low_c", 12.9), V("arguments.date", "2027-06-28"),
             WD("2027-06-28", "Monday", "Monday"), R(0.73, 18.6 / 25.4, "0.73 inches"),
             R(1.68, 42.7 / 25.4, "1.68 inches"), R(17, 27.4 / 1.609344, "17 mph"),
             R(79.3, 26.3 * 1.8 + 32, "79.3°F"), R(55.2, 12.9 * 1.8 + 32, "55.2°F")])

case("en", "derived", "long", "sensors",
     [res("call_ws07", "get_week_summary", {"station_id": "KWAPORTL412", "week_start": "2027-09-06"},
          {"days": [{"date": "2027-09-06", "high_f": 79.2, "low_f": 55.4},
                    {"date": "2027-09-07", "high_f": 82.6, "low_f": 57.9},
                    {"date": "2027-09-08", "high_f": 74.1, "low_f": 60.2},
                    {"date": "2027-09-09", "high_f": 68.5, "low_f": 56.8},
                    {"date": "2027-09-10", "high_f": 71.3, "low_f": 52.6}],
           "rain_total_in": 0.37})],
     "Your station's week 🌤️\n\n"
     "| Day | High | Low | Swing |\n|---|---|---|---|\n"
     "| Mon (Labor Day) | 79.2 | 55.4 | 23.8 |\n| Tue | 82.6 | 57.9 | 24.7 |\n| Wed | 74.1 | 60.2 | 13.9 |\n"
     "| Thu | 68.5 | 56.8 | 11.7 |\n| Fri | 71.3 | 52.6 | 18.7 |\n\n"
     "Average high was 75.1°F. Tuesday was both the warmest day and the biggest swing, Friday morning was the coolest "
     "at 52.6, and the week's rain added up to 0.37 inches.",
     "Swings are high - low: 23.8, 24.7, 13.9, 11.7, 18.7; mean high 375.7/5 = 75.14 ~ 75.1; max high and max swing "
     "Tuesday; min low Friday 52.6; 2027-09-06 is Labor Day (first Monday of September).",
     checks=[WD("2027-09-06", "Monday", "Mon (Labor Day)"), WD("2027-09-10", "Friday", "Fri"),
             V("output.days.0.high_f", 79.2, "| 79.2 | 55.4 | 23.8 |"), V("output.days.0.low_f", 55.4),
             E(23.8, round(79.2 - 55.4, 6)),
             V("output.days.1.high_f", 82.6, "| 82.6 | 57.9 | 24.7 |"), V("output.days.1.low_f", 57.9),
             E(24.7, round(82.6 - 57.9, 6)),
             V("output.days.2.high_f", 74.1, "| 74.1 | 60.2 | 13.9 |"), V("output.days.2.low_f", 60.2),
             E(13.9, round(74.1 - 60.2, 6)),
             V("output.days.3.high_f", 68.5, "| 68.5 | 56.8 | 11.7 |"), V("output.days.3.low_f", 56.8),
             E(11.7, round(68.5 - 56.8, 6)),
             V("output.days.4.high_f", 71.3, "| 71.3 | 52.6 | 18.7 |"), V("output.days.4.low_f", 52.6),
             E(18.7, round(71.3 - 52.6, 6)),
             R(75.1, (79.2 + 82.6 + 74.1 + 68.5 + 71.3) / 5, "75.1°F"), E(52.6, min(55.4, 57.9, 60.2, 56.8, 52.6),
                                                                         "coolest at 52.6"),
             V("output.rain_total_in", 0.37, "0.37 inches")])

# ============================================================================ English: smallsat operations
case("en", "field_swap", "medium", "satellite",
     [res("call_sat01", "get_housekeeping", {"sat": "ORCA-3"},
          {"sat": "ORCA-3", "epoch": "2027-09-14T06:12:09Z", "mode": "nominal", "data_queued_mb": 1840.5,
           "downlink": {"last_pass_mb": 612.4, "station": "Svalbard", "rate_mbps": 25},
           "eps": {"battery_soc": 0.87, "bus_v": 28.1, "solar_w": 212.6}, "obc_temp_c": 23.4})],
     "ORCA-3 is nominal as of 06:12 UTC. The last Svalbard pass pulled down 1,840.5 MB, the battery is at 87% on a "
     "28.1 V bus, and the arrays are putting out 212.6 W.",
     "downlink.last_pass_mb 612.4 told as 1,840.5 MB (the top-level data_queued_mb; nested-field swap). True: "
     "06:12 UTC, soc 0.87 = 87%, 28.1 V, 212.6 W.",
     checks=[V("output.sat", "ORCA-3", "ORCA-3"), V("output.epoch", "T06:12", "06:12 UTC"),
             V("output.eps.battery_soc", 0.87, "87%"), V("output.eps.bus_v", 28.1, "28.1 V"),
             V("output.eps.solar_w", 212.6, "212.6 W")],
     swap=S("pulled down 1,840.5 MB", "output.downlink.last_pass_mb", "output.data_queued_mb", 1840.5),
     shape="nested_field")

case("en", "field_swap", "long", "satellite",
     [res("call_sat02", "get_pass_schedule", {"sat": "ORCA-3", "date": "2027-09-15"},
          {"passes": [
              {"station": "Svalbard", "aos": "2027-09-15T01:14:30Z", "los": "2027-09-15T01:25:10Z",
               "max_el_deg": 41.2, "aos_az_deg": 12.4, "duration_s": 640},
              {"station": "Svalbard", "aos": "2027-09-15T02:49:55Z", "los": "2027-09-15T02:58:35Z",
               "max_el_deg": 18.6, "aos_az_deg": 33.5, "duration_s": 520},
              {"station": "Troll", "aos": "2027-09-15T04:31:20Z", "los": "2027-09-15T04:38:40Z",
               "max_el_deg": 12.8, "aos_az_deg": 141.9, "duration_s": 440}]})],
     "ORCA-3 passes for Wednesday, Sept 15 (UTC) 🛰️\n\n"
     "| Station | AOS → LOS | Length | Max el |\n|---|---|---|---|\n"
     "| Svalbard | 01:14:30 → 01:25:10 | 10:40 | 41.2° |\n"
     "| Svalbard | 02:49:55 → 02:58:35 | 8:40 | 33.5° |\n"
     "| Troll | 04:31:20 → 04:38:40 | 7:20 | 12.8° |\n\n"
     "The first Svalbard pass is the best of the three for the big payload dump. Troll's is low; passes under about "
     "15° tend to lose the first and last minute to terrain masking, so plan on roughly five usable minutes there.",
     "Second pass max_el_deg 18.6 told as 33.5° (its aos_az_deg, the azimuth at rise; table-cell swap from another "
     "field of the row). True: times, lengths 640 s = 10:40, 520 = 8:40, 440 = 7:20, 41.2° and 12.8°; 2027-09-15 is "
     "a Wednesday; the first pass is the highest and longest. 15° / five minutes are rules of thumb.",
     checks=[WD("2027-09-15", "Wednesday", "Wednesday, Sept 15"),
             V("output.passes.0.aos", "01:14:30", "| Svalbard | 01:14:30 → 01:25:10 | 10:40 | 41.2° |"),
             V("output.passes.0.los", "01:25:10"), E(10 * 60 + 40, 640), V("output.passes.0.max_el_deg", 41.2),
             V("output.passes.1.aos", "02:49:55", "| Svalbard | 02:49:55 → 02:58:35 | 8:40 |"),
             V("output.passes.1.los", "02:58:35"), E(8 * 60 + 40, 520),
             V("output.passes.2.aos", "04:31:20", "| Troll | 04:31:20 → 04:38:40 | 7:20 | 12.8° |"),
             V("output.passes.2.los", "04:38:40"), E(7 * 60 + 20, 440), V("output.passes.2.max_el_deg", 12.8),
             N("about 15°"), V("arguments.sat", "ORCA-3", "ORCA-3")],
     swap=S("| 8:40 | 33.5°", "output.passes.1.max_el_deg", "output.passes.1.aos_az_deg", 33.5), shape="table_cell")

case("en", "field_swap", "long", "satellite",
     [res("call_sat03", "get_station_links", {"sat": "ORCA-3", "window": "next_24h"},
          {"stations": [
              {"station": "Punta Arenas", "passes": 4, "avg_link_margin_db": 6.2, "max_rate_mbps": 50},
              {"station": "Hartebeesthoek", "passes": 3, "avg_link_margin_db": 3.8, "max_rate_mbps": 25},
              {"station": "Awarua", "passes": 5, "avg_link_margin_db": 7.4, "max_rate_mbps": 50}]})],
     "Ground stations for the next 24 hours:\n\n"
     "- **Punta Arenas:** 4 passes, 3.8 dB average link margin, up to 50 Mbps\n"
     "- **Hartebeesthoek:** 3 passes, capped at 25 Mbps\n"
     "- **Awarua:** 5 passes, 7.4 dB margin, up to 50 Mbps\n\n"
     "That's 12 passes in all. Awarua is the one to lean on, with the most passes and the best margin; anything that "
     "drops under about 3 dB is where you start seeing frame errors at the higher modcods.",
     "Punta Arenas avg_link_margin_db 6.2 told as 3.8 dB (Hartebeesthoek's row; another-row swap). True: pass "
     "counts, rates, Awarua 7.4 dB is the best margin and 5 the most passes; 4+3+5 = 12. '3 dB' is a rule of thumb.",
     checks=[V("arguments.window", "24", "next 24 hours"), V("output.stations.0.passes", 4, "4 passes"),
             V("output.stations.0.max_rate_mbps", 50, "up to 50 Mbps"),
             V("output.stations.1.passes", 3, "3 passes"), V("output.stations.1.max_rate_mbps", 25, "25 Mbps"),
             V("output.stations.2.passes", 5, "5 passes"), V("output.stations.2.avg_link_margin_db", 7.4, "7.4 dB"),
             E(12, 4 + 3 + 5, "12 passes"), N("about 3 dB")],
     swap=S("3.8 dB average link margin", "output.stations.0.avg_link_margin_db",
            "output.stations.1.avg_link_margin_db", 3.8), shape="list_row")

case("en", "field_swap_cross", "long", "satellite",
     [res("call_sat04a", "get_pass_report", {"sat": "ORCA-3", "pass_id": "SVB-20270914-0114"},
          {"station": "Svalbard", "downlinked_mb": 612.4, "frames_ok": 98214, "frames_crc_err": 37,
           "max_el_deg": 41.2}),
      res("call_sat04b", "get_pass_report", {"sat": "ORCA-3", "pass_id": "AWA-20270914-0948"},
          {"station": "Awarua", "downlinked_mb": 488.9, "frames_ok": 78390, "frames_crc_err": 212,
           "max_el_deg": 23.7})],
     "Yesterday's two big passes:\n\n"
     "- **Svalbard, 01:14 UTC:** 612.4 MB down, 98,214 good frames and only 37 CRC errors\n"
     "- **Awarua, 09:48 UTC:** 488.9 MB, 78,390 good frames, 212 CRC errors, peaking at 41.2° elevation\n\n"
     "Together that's 1,101.3 MB. Awarua's CRC error rate was about 0.27% against Svalbard's 0.0377%, so it's worth "
     "asking the Awarua operator whether they saw interference in that window.",
     "Awarua max_el_deg 23.7 told as 41.2° (Svalbard's from the other call; cross-call swap). True: the rest; "
     "612.4 + 488.9 = 1,101.3; 212/78,602 = 0.2697% ~ 0.27%; 37/98,251 = 0.03766% ~ 0.0377% (error rates over all "
     "frames, good plus CRC errors).",
     checks=[V("arguments.pass_id", "0114", "01:14 UTC"), V("output.downlinked_mb", 612.4, "612.4 MB"),
             V("output.frames_ok", 98214, "98,214"), V("output.frames_crc_err", 37, "only 37"),
             V("arguments.pass_id", "0948", "09:48 UTC", ci=1), V("output.downlinked_mb", 488.9, "488.9 MB", ci=1),
             V("output.frames_ok", 78390, "78,390", ci=1), V("output.frames_crc_err", 212, "212 CRC", ci=1),
             E(1101.3, round(612.4 + 488.9, 6), "1,101.3 MB"), R(0.27, 212 / (78390 + 212) * 100, "0.27%"),
             R(0.0377, 37 / (98214 + 37) * 100, "0.0377%")],
     swap=S("peaking at 41.2°", "output.max_el_deg", "output.max_el_deg", 41.2, label_ci=1, from_ci=0))

case("en", "paraphrase", "long", "satellite",
     [res("call_sat05", "get_pass_schedule", {"sat": "ORCA-4", "date": "2027-09-16"},
          {"passes": [
              {"station": "Svalbard", "aos": "2027-09-16T05:02:10Z", "los": "2027-09-16T05:12:30Z",
               "max_el_deg": 52.3, "aos_az_deg": 201.4, "duration_s": 620},
              {"station": "Inuvik", "aos": "2027-09-16T06:38:45Z", "los": "2027-09-16T06:46:05Z",
               "max_el_deg": 14.9, "aos_az_deg": 118.0, "duration_s": 440},
              {"station": "Svalbard", "aos": "2027-09-16T06:41:20Z", "los": "2027-09-16T06:50:50Z",
               "max_el_deg": 27.6, "aos_az_deg": 164.2, "duration_s": 570}]})],
     "ORCA-4 on Thursday, Sept 16 (all UTC):\n\n"
     "| Station | AOS → LOS | Rises at (azimuth) | Max elevation |\n|---|---|---|---|\n"
     "| Svalbard | 05:02:10 → 05:12:30 | 201.4° | 52.3° |\n"
     "| Inuvik | 06:38:45 → 06:46:05 | 118.0° | 14.9° |\n"
     "| Svalbard | 06:41:20 → 06:50:50 | 164.2° | 27.6° |\n\n"
     "The Inuvik pass and the second Svalbard pass overlap for 4 min 45 s (06:41:20 to 06:46:05), so only one of "
     "them can be booked. Svalbard is the better pick: 27.6° at its highest against Inuvik's 14.9°, and 9:30 of "
     "contact against 7:20.",
     "aos_az_deg = rises at (azimuth), max_el_deg = max elevation, each in its own column; overlap 06:46:05 - "
     "06:41:20 = 4:45; durations 570 s = 9:30 and 440 s = 7:20; 2027-09-16 is a Thursday.",
     checks=[V("arguments.sat", "ORCA-4", "ORCA-4"), WD("2027-09-16", "Thursday", "Thursday, Sept 16"),
             V("output.passes.0.aos", "05:02:10", "| Svalbard | 05:02:10 → 05:12:30 | 201.4° | 52.3° |"),
             V("output.passes.0.los", "05:12:30"), V("output.passes.0.aos_az_deg", 201.4),
             V("output.passes.0.max_el_deg", 52.3),
             V("output.passes.1.aos", "06:38:45", "| Inuvik | 06:38:45 → 06:46:05 | 118.0° | 14.9° |"),
             V("output.passes.1.los", "06:46:05"), V("output.passes.1.aos_az_deg", 118.0),
             V("output.passes.1.max_el_deg", 14.9),
             V("output.passes.2.aos", "06:41:20", "| Svalbard | 06:41:20 → 06:50:50 | 164.2° | 27.6° |"),
             V("output.passes.2.los", "06:50:50"), V("output.passes.2.aos_az_deg", 164.2),
             V("output.passes.2.max_el_deg", 27.6),
             E(4 * 60 + 45, (6 * 3600 + 46 * 60 + 5) - (6 * 3600 + 41 * 60 + 20), "4 min 45 s"),
             V("output.passes.1.los", "06:46:05", "06:41:20 to 06:46:05"), V("output.passes.2.aos", "06:41:20"),
             V("output.passes.2.max_el_deg", 27.6, "27.6° at its highest"),
             V("output.passes.1.max_el_deg", 14.9, "Inuvik's 14.9°"),
             E(9 * 60 + 30, 570, "9:30 of contact"), E(7 * 60 + 20, 440, "against 7:20")])

case("en", "rounding", "medium", "satellite",
     [res("call_sat06", "get_storage", {"sat": "ORCA-3"},
          {"data_queued_mb": 1840.5, "storage_capacity_mb": 8192, "files": 317,
           "oldest_file_utc": "2027-09-12T22:40:00Z"})],
     "ORCA-3 has about 1,840 MB queued for downlink, roughly 22.5% of its 8,192 MB store, spread over 317 files. The "
     "oldest file dates from Sunday night at 22:40 UTC.",
     "1,840 ~ 1,840.5 (0.03%); 1840.5/8192 = 22.47% ~ 22.5% (0.15%); 8,192 and 317 true; 2027-09-12 is a Sunday.",
     checks=[V("arguments.sat", "ORCA-3", "ORCA-3"), RV("output.data_queued_mb", 1840, "about 1,840 MB"),
             R(22.5, 1840.5 / 8192 * 100, "22.5%"), V("output.storage_capacity_mb", 8192, "8,192 MB"),
             V("output.files", 317, "317 files"), WD("2027-09-12", "Sunday", "Sunday night"),
             V("output.oldest_file_utc", "T22:40", "22:40 UTC")])

case("en", "echo", "short", "satellite",
     [res("call_sat07", "schedule_command",
          {"sat": "ORCA-3", "command": "PAYLOAD_ON", "execute_at": "2027-09-15T04:30:00Z", "duration_s": 600,
           "pass_id": "SVB-20270915-0249"},
          {"cmd_id": "CMD-77412", "uplinked": True, "ack_seq": 4471, "verified_crc": True})],
     "PAYLOAD_ON is uplinked and acknowledged (CMD-77412, ack 4471), so ORCA-3's imager powers on at 04:30 UTC "
     "Wednesday and runs for 10 minutes.",
     "Command, 04:30 UTC and 600 s = 10 minutes echo the arguments; 2027-09-15 is a Wednesday; CMD-77412 and ack "
     "4471 from the result.",
     checks=[V("output.cmd_id", "CMD-77412", "CMD-77412"), V("output.ack_seq", 4471, "ack 4471"),
             V("arguments.sat", "ORCA-3", "ORCA-3"), V("arguments.execute_at", "T04:30", "04:30 UTC"),
             WD("2027-09-15", "Wednesday", "Wednesday"), V("arguments.duration_s", 600), E(10, 600 / 60, "10 minutes")])

# ============================================================================ 中文：竞彩赔率与投注分布
case("zh", "field_swap", "short", "竞彩",
     [res("c_jc01", "get_odds_change", {"match_no": "周三001"},
          ok({"主队": "曼城", "客队": "阿森纳", "开赛时间": "2027-10-21 03:00",
              "初始赔率": {"胜": 1.72, "平": 3.85, "负": 4.1}, "即时赔率": {"胜": 1.58, "平": 4.05, "负": 4.75}}))],
     "周三001曼城对阿森纳，主胜现在赔1.72，平局4.05，客胜4.75，曼城还是大热门 ⚽",
     "即时赔率.胜 1.58 说成“现在赔1.72”（初始赔率.胜 的值；近义字段互换）。平 4.05、负 4.75 是即时赔率，属实；周三001 是场次编号。",
     checks=[V("arguments.match_no", "周三001", "周三001"), V("output.data.即时赔率.平", 4.05, "平局4.05"),
             V("output.data.即时赔率.负", 4.75, "客胜4.75")],
     swap=S("主胜现在赔1.72", "output.data.即时赔率.胜", "output.data.初始赔率.胜", 1.72), shape="near_synonym")

case("zh", "field_swap", "long", "竞彩",
     [res("c_jc02", "get_match_trend", {"match_no": "周六012"},
          ok({"对阵": "国际米兰 vs 尤文图斯", "胜平负": {"胜": 2.05, "平": 3.1, "负": 3.45},
              "投注比例": {"胜": 0.52, "平": 0.21, "负": 0.27}, "交易量占比": {"胜": 0.38, "平": 0.17, "负": 0.45}}))],
     "周六012 国米 vs 尤文 📊\n\n"
     "- 胜平负赔率：主胜2.05、平3.1、客胜3.45\n"
     "- 买主胜的：注数占38%，金额占了52%\n"
     "- 买客胜的：注数只有27%，金额却占45%\n\n"
     "客胜这边注数不多、金额最高，说明有大单在买尤文，这种冷热分化的场次别跟得太猛。",
     "主胜的 投注比例 0.52 与 交易量占比 0.38 对调（成对互换，算一处）。其余属实：赔率、客胜注数 27% / 金额 45%；客胜金额 45% 确为三项最高。",
     checks=[V("arguments.match_no", "周六012", "周六012"), V("output.data.胜平负.胜", 2.05, "主胜2.05"),
             V("output.data.胜平负.平", 3.1, "平3.1"), V("output.data.胜平负.负", 3.45, "客胜3.45"),
             V("output.data.投注比例.负", 0.27, "注数只有27%"), V("output.data.交易量占比.负", 0.45, "金额却占45%"),
             E(0.45, max(0.38, 0.17, 0.45))],
     swap=[S("注数占38%", "output.data.投注比例.胜", "output.data.交易量占比.胜", 0.38),
           S("金额占了52%", "output.data.交易量占比.胜", "output.data.投注比例.胜", 0.52)],
     shape="crossed_pair")

case("zh", "field_swap_cross", "medium", "竞彩",
     [res("c_jc03a", "get_odds", {"match_no": "周日003"},
          ok({"对阵": "拜仁 vs 多特蒙德", "即时赔率": {"胜": 1.45, "平": 4.6, "负": 5.9}})),
      res("c_jc03b", "get_odds", {"match_no": "周日004"},
          ok({"对阵": "皇马 vs 巴萨", "即时赔率": {"胜": 2.3, "平": 3.5, "负": 2.75}}))],
     "周日003拜仁主胜赔1.45，客胜5.9。周日004国家德比主胜2.3，平局给到4.6，客胜2.75，两边差不多。",
     "周日004 的平局赔率 3.5 说成 4.6（周日003 那次调用里拜仁比赛的平局赔率；跨调用互换）。其余属实。",
     checks=[V("arguments.match_no", "周日003", "周日003"), V("output.data.即时赔率.胜", 1.45, "主胜赔1.45"),
             V("output.data.即时赔率.负", 5.9, "客胜5.9"), V("arguments.match_no", "周日004", "周日004", ci=1),
             V("output.data.即时赔率.胜", 2.3, "主胜2.3", ci=1), V("output.data.即时赔率.负", 2.75, "客胜2.75", ci=1)],
     swap=S("平局给到4.6", "output.data.即时赔率.平", "output.data.即时赔率.平", 4.6, label_ci=1, from_ci=0))

case("zh", "paraphrase", "short", "竞彩",
     [res("c_jc04", "get_odds_change", {"match_no": "周四002"},
          ok({"主队": "利物浦", "客队": "切尔西", "初始赔率": {"胜": 1.9, "平": 3.6, "负": 3.75},
              "即时赔率": {"胜": 1.76, "平": 3.75, "负": 4.2}}))],
     "周四002利物浦主胜从开盘的1.9降到了现在的1.76，客胜反而从3.75升到4.2。",
     "开盘 = 初始赔率，现在 = 即时赔率：胜 1.9 → 1.76，负 3.75 → 4.2，都放在对的标签下。",
     checks=[V("arguments.match_no", "周四002", "周四002"), V("output.data.初始赔率.胜", 1.9, "开盘的1.9"),
             V("output.data.即时赔率.胜", 1.76, "现在的1.76"), V("output.data.初始赔率.负", 3.75, "从3.75"),
             V("output.data.即时赔率.负", 4.2, "升到4.2")])

case("zh", "derived", "medium", "竞彩",
     [res("c_jc05", "get_odds", {"match_no": "周五005"},
          ok({"对阵": "那不勒斯 vs 罗马", "即时赔率": {"胜": 2.1, "平": 3.3, "负": 3.2}}))],
     "按现在的赔率算，那不勒斯主胜的隐含概率约47.6%，平局30.3%，客胜31.25%。三项加起来109.17%，返还率只有91.6%左右，抽水不低。",
     "1/2.1 = 47.62% ≈ 47.6%；1/3.3 = 30.30%；1/3.2 = 31.25%；合计 109.17%；返还率 1/1.0917 = 91.60%。",
     checks=[V("output.data.即时赔率.胜", 2.1), V("output.data.即时赔率.平", 3.3), V("output.data.即时赔率.负", 3.2),
             R(47.6, 100 / 2.1, "47.6%"), R(30.3, 100 / 3.3, "30.3%"), E(31.25, 100 / 3.2, "31.25%"),
             R(109.17, 100 / 2.1 + 100 / 3.3 + 100 / 3.2, "109.17%"),
             R(91.6, 100 / (1 / 2.1 + 1 / 3.3 + 1 / 3.2), "91.6%")])

case("zh", "echo", "short", "竞彩",
     [res("c_jc06", "save_ticket", {"match_no": "周三001", "选项": "主胜", "赔率": 1.58, "倍数": 10},
          ok({"方案号": "JC20271020-0187", "投注金额": 20, "理论奖金": 31.6}))],
     "记好了：周三001主胜，1.58的赔率打了10倍，一共20块，中了能拿31块6，方案号JC20271020-0187。",
     "场次、主胜、1.58、10倍是参数回显；20元 = 2元 × 10倍；31.6 = 20 × 1.58。",
     checks=[V("arguments.match_no", "周三001", "周三001"), V("arguments.赔率", 1.58, "1.58的赔率"),
             V("arguments.倍数", 10, "打了10倍"), V("output.data.投注金额", 20, "一共20块"), E(20, 2 * 10),
             V("output.data.理论奖金", 31.6, "31块6"), E(31.6, 20 * 1.58),
             V("output.data.方案号", "JC20271020-0187", "JC20271020-0187")])

# ============================================================================ 中文：临床试验入组
case("zh", "field_swap", "long", "临床试验",
     [res("c_lc01", "get_center_enrollment", {"方案编号": "HR-3107-III", "截止日期": "2027-06-30"},
          ok({"目标例数": 240, "中心": [
              {"中心号": "01", "名称": "北京协和医院", "筛选": 58, "筛败": 17, "入组": 39, "脱落": 2},
              {"中心号": "03", "名称": "复旦大学附属中山医院", "筛选": 47, "筛败": 12, "入组": 33, "脱落": 1},
              {"中心号": "07", "名称": "四川大学华西医院", "筛选": 41, "筛败": 15, "入组": 24, "脱落": 3},
              {"中心号": "12", "名称": "中南大学湘雅医院", "筛选": 30, "筛败": 6, "入组": 22, "脱落": 0}]}))],
     "截至6月30日，HR-3107-III各中心进度 📋\n\n"
     "- 协和（01）：筛选58人，入组39人\n"
     "- 中山（03）：筛选47人，入组24人\n"
     "- 华西（07）：筛选41人，入组24人，筛败15个，筛败率最高\n"
     "- 湘雅（12）：入组22人，一个都没脱落\n\n"
     "合计入组118例，目标240例，完成了将近一半（49.2%）。华西筛败偏多，建议跟中心再过一遍入排标准。",
     "中山医院 入组 33 说成 24（华西那一行的值；串行）。其余属实：合计用真值 39+33+24+22 = 118；118/240 = 49.17% ≈ 49.2%；"
     "华西 15/41 = 36.6% 是最高筛败率；湘雅脱落 0。",
     checks=[V("arguments.截止日期", "06-30", "6月30日"), V("arguments.方案编号", "HR-3107-III", "HR-3107-III"),
             V("output.data.中心.0.中心号", "01", "协和（01）：筛选58人，入组39人"), V("output.data.中心.0.筛选", 58),
             V("output.data.中心.0.入组", 39), V("output.data.中心.1.中心号", "03", "中山（03）：筛选47人"),
             V("output.data.中心.1.筛选", 47),
             V("output.data.中心.2.中心号", "07", "华西（07）：筛选41人，入组24人，筛败15个"),
             V("output.data.中心.2.筛选", 41), V("output.data.中心.2.入组", 24), V("output.data.中心.2.筛败", 15),
             E(15 / 41, max(17 / 58, 12 / 47, 15 / 41, 6 / 30)),
             V("output.data.中心.3.中心号", "12", "湘雅（12）：入组22人"), V("output.data.中心.3.入组", 22),
             V("output.data.中心.3.脱落", 0), E(118, 39 + 33 + 24 + 22, "合计入组118例"),
             V("output.data.目标例数", 240, "目标240例"), R(49.2, 118 / 240 * 100, "49.2%")],
     swap=S("中山（03）：筛选47人，入组24人", "output.data.中心.1.入组", "output.data.中心.2.入组", 24),
     shape="list_row")

case("zh", "field_swap", "medium", "临床试验",
     [res("c_lc02", "get_subject_disposition", {"方案编号": "HR-3107-III", "中心号": "07"},
          ok({"入组": 24, "状态": {"治疗中": 17, "完成随访": 4, "脱落": 3},
              "脱落原因": {"不良事件": 2, "撤回知情同意": 1}}))],
     "华西这边入组24例，17例还在用药，4例已经走完全部随访。脱落了仨，其中因为副作用退出的只有1例。",
     "脱落原因.不良事件 2 说成“因为副作用退出的只有1例”（撤回知情同意 的值；换了说法的标签）。其余属实：24、17、4、仨 = 3（17+4+3 = 24）。",
     checks=[V("output.data.入组", 24, "入组24例"), V("output.data.状态.治疗中", 17, "17例还在用药"),
             V("output.data.状态.完成随访", 4, "4例已经走完"), V("output.data.状态.脱落", 3), E(17 + 4 + 3, 24)],
     swap=S("因为副作用退出的只有1例", "output.data.脱落原因.不良事件", "output.data.脱落原因.撤回知情同意", 1),
     shape="paraphrased_label")

case("zh", "field_swap_cross", "short", "临床试验",
     [res("c_lc03a", "get_monthly_enrollment", {"方案编号": "HR-3107-III", "月份": "2027-05"},
          ok({"当月筛选": 31, "当月入组": 23, "累计入组": 99})),
      res("c_lc03b", "get_monthly_enrollment", {"方案编号": "HR-3107-III", "月份": "2027-06"},
          ok({"当月筛选": 27, "当月入组": 19, "累计入组": 118}))],
     "6月全项目筛选27人、新入组23例，累计到118例了。",
     "6月 当月入组 19 说成 23（5月那次调用的值；跨调用互换）。其余属实：6月筛选 27，累计 118 = 99 + 19。",
     checks=[V("arguments.月份", "2027-06", "6月", ci=1), V("output.data.当月筛选", 27, "筛选27人", ci=1),
             V("output.data.累计入组", 118, "累计到118例", ci=1), E(118, 99 + 19)],
     swap=S("新入组23例", "output.data.当月入组", "output.data.当月入组", 23, label_ci=1, from_ci=0))

case("zh", "paraphrase", "long", "临床试验",
     [res("c_lc04", "get_center_enrollment", {"方案编号": "BG-0921", "截止日期": "2027-08-31"},
          ok({"目标例数": 120, "中心": [
              {"中心号": "02", "名称": "浙大一院", "筛选": 36, "筛败": 11, "入组": 24, "脱落": 1},
              {"中心号": "05", "名称": "南京鼓楼医院", "筛选": 28, "筛败": 9, "入组": 18, "脱落": 2},
              {"中心号": "09", "名称": "山东省立医院", "筛选": 22, "筛败": 4, "入组": 17, "脱落": 0}]}))],
     "BG-0921到8月底的情况：\n\n"
     "| 中心 | 筛选 | 没通过筛选 | 入组 | 入组后退出 |\n|---|---|---|---|---|\n"
     "| 浙大一院 | 36 | 11 | 24 | 1 |\n| 南京鼓楼 | 28 | 9 | 18 | 2 |\n| 山东省立 | 22 | 4 | 17 | 0 |\n\n"
     "山东省立转化最好，22个筛选的刷掉4个、进了17个；三家合计入组59例，目标120例，差不多一半。",
     "筛败 = 没通过筛选，脱落 = 入组后退出，各列对得上；17/22 = 77% 高于 24/36 = 67%、18/28 = 64%；24+18+17 = 59；目标 120。",
     checks=[V("arguments.方案编号", "BG-0921", "BG-0921"), V("arguments.截止日期", "08-31", "8月底"),
             V("output.data.中心.0.筛选", 36, "| 浙大一院 | 36 | 11 | 24 | 1 |"), V("output.data.中心.0.筛败", 11),
             V("output.data.中心.0.入组", 24), V("output.data.中心.0.脱落", 1),
             V("output.data.中心.1.筛选", 28, "| 南京鼓楼 | 28 | 9 | 18 | 2 |"), V("output.data.中心.1.筛败", 9),
             V("output.data.中心.1.入组", 18), V("output.data.中心.1.脱落", 2),
             V("output.data.中心.2.筛选", 22, "| 山东省立 | 22 | 4 | 17 | 0 |"), V("output.data.中心.2.筛败", 4),
             V("output.data.中心.2.入组", 17), V("output.data.中心.2.脱落", 0),
             V("output.data.中心.2.筛选", 22, "22个筛选的刷掉4个、进了17个"), E(17 / 22, max(24 / 36, 18 / 28, 17 / 22)),
             E(59, 24 + 18 + 17, "合计入组59例"), V("output.data.目标例数", 120, "目标120例")])

case("zh", "rounding", "short", "临床试验",
     [res("c_lc05", "get_study_progress", {"方案编号": "ZK-1150"},
          ok({"试验名称": "四价流感疫苗III期", "已入组": 28730, "目标": 30000, "活跃中心": 22}))],
     "ZK-1150这个疫苗三期已经入组约2.87万人，目标3万，完成了95.8%。",
     "2.87万 ≈ 28730（0.1%）；3万 = 30000；28730/30000 = 95.77% ≈ 95.8%。",
     checks=[V("arguments.方案编号", "ZK-1150", "ZK-1150"), RV("output.data.已入组", 28700, "约2.87万"),
             V("output.data.目标", 30000, "目标3万"), R(95.8, 28730 / 30000 * 100, "95.8%")])

case("zh", "echo", "medium", "临床试验",
     [res("c_lc06", "schedule_visit",
          {"受试者编号": "07-0032", "访视": "V6（第12周）", "目标日期": "2027-07-19", "窗口期天数": 3},
          ok({"访视编号": "VS-88310", "预约时间": "2027-07-20 08:30",
              "窗口": {"最早": "2027-07-16", "最晚": "2027-07-22"}}))],
     "07-0032的V6（第12周）访视约在7月20号周二早上8点半，编号VS-88310。目标日是19号，窗口期前后3天，也就是16号到22号，在窗口内。",
     "受试者编号、V6（第12周）、目标日 19 号、前后 3 天是参数；预约 2027-07-20 08:30，2027-07-20 是周二；窗口 16–22 号出自结果。",
     checks=[V("arguments.受试者编号", "07-0032", "07-0032"), V("arguments.访视", "V6（第12周）", "V6（第12周）"),
             V("output.data.预约时间", "07-20 08:30", "7月20号周二早上8点半"), WD("2027-07-20", "Tuesday", "周二"),
             V("output.data.访视编号", "VS-88310", "VS-88310"), V("arguments.目标日期", "07-19", "目标日是19号"),
             V("arguments.窗口期天数", 3, "前后3天"), V("output.data.窗口.最早", "07-16", "16号到22号"),
             V("output.data.窗口.最晚", "07-22", "16号到22号")])

# ============================================================================ 中文：冲压车间 OEE
case("zh", "field_swap", "long", "冲压OEE",
     [res("c_cy01", "get_shift_oee", {"车间": "冲压二车间", "日期": "2027-04-08", "班次": "夜班"},
          ok({"产线": [
              {"线号": "A线", "时间开动率": 0.874, "性能开动率": 0.912, "合格品率": 0.993, "OEE": 0.792},
              {"线号": "B线", "时间开动率": 0.801, "性能开动率": 0.936, "合格品率": 0.988, "OEE": 0.741},
              {"线号": "C线", "时间开动率": 0.918, "性能开动率": 0.845, "合格品率": 0.981, "OEE": 0.761}]}))],
     "冲压二车间4月8号（周四）夜班 🏭\n\n"
     "| 产线 | 时间开动率 | 性能开动率 | OEE |\n|---|---|---|---|\n"
     "| A线 | 87.4% | 91.2% | 79.2% |\n| B线 | 98.8% | 93.6% | 74.1% |\n| C线 | 91.8% | 84.5% | 76.1% |\n\n"
     "三条线合格品率都在98%以上，损失主要在停机和速度上。B线停得最多，C线跑得最慢，建议先查C线的送料节拍。",
     "B线 时间开动率 0.801 在表里写成 98.8%（同一行 合格品率 的值；表格串列）。其余单元格属实；OEE = 三率相乘（0.7915、0.7407、"
     "0.7610）；合格品率最低 98.1% > 98%；B线时间开动率最低、C线性能开动率最低；2027-04-08 是周四。",
     checks=[V("arguments.日期", "04-08", "4月8号"), WD("2027-04-08", "Thursday", "周四"),
             V("output.data.产线.0.时间开动率", 0.874, "| A线 | 87.4% | 91.2% | 79.2% |"),
             V("output.data.产线.0.性能开动率", 0.912), V("output.data.产线.0.OEE", 0.792),
             R(0.792, 0.874 * 0.912 * 0.993), V("output.data.产线.1.性能开动率", 0.936, "| 93.6% | 74.1% |"),
             V("output.data.产线.1.OEE", 0.741), R(0.741, 0.801 * 0.936 * 0.988),
             V("output.data.产线.2.时间开动率", 0.918, "| C线 | 91.8% | 84.5% | 76.1% |"),
             V("output.data.产线.2.性能开动率", 0.845), V("output.data.产线.2.OEE", 0.761),
             R(0.761, 0.918 * 0.845 * 0.981), E(True, min(0.993, 0.988, 0.981) > 0.98, "合格品率都在98%以上")],
     swap=S("| B线 | 98.8%", "output.data.产线.1.时间开动率", "output.data.产线.1.合格品率", 0.988), shape="table_cell")

case("zh", "field_swap", "medium", "冲压OEE",
     [res("c_cy02", "get_downtime", {"线号": "B线", "日期": "2027-04-09", "班次": "白班"},
          ok({"计划停机_分钟": 40, "非计划停机_分钟": 95,
              "明细": [{"原因": "模具卡料", "类型": "非计划", "分钟": 52}, {"原因": "送料机故障", "类型": "非计划", "分钟": 43},
                     {"原因": "换模", "类型": "计划", "分钟": 40}]}))],
     "B线白班非计划停机一共40分钟，主要是模具卡料和送料机故障两项。另外换模停了40分钟，这个是计划内的。",
     "非计划停机_分钟 95 说成 40（计划停机_分钟 的值；近义字段互换）。其余属实：两项非计划原因，换模 40 分钟为计划停机。",
     checks=[V("output.data.明细.2.分钟", 40, "换模停了40分钟"), E(52 + 43, 95)],
     swap=S("非计划停机一共40分钟", "output.data.非计划停机_分钟", "output.data.计划停机_分钟", 40), shape="near_synonym")

case("zh", "paraphrase", "medium", "冲压OEE",
     [res("c_cy03", "get_downtime", {"线号": "A线", "日期": "2027-04-09", "班次": "白班"},
          ok({"计划停机_分钟": 35, "非计划停机_分钟": 62,
              "明细": [{"原因": "换模", "类型": "计划", "分钟": 35}, {"原因": "液压系统报警", "类型": "非计划", "分钟": 41},
                     {"原因": "等料", "类型": "非计划", "分钟": 21}]}))],
     "A线白班一共停了97分钟：计划外的62分钟（液压报警41分钟、等料21分钟），计划内换模35分钟。计划外这一个钟头出头才是要追的。",
     "非计划 = 计划外 62，计划 = 计划内 35；41 + 21 = 62；62 + 35 = 97；一个钟头出头 = 62 分钟。",
     checks=[E(97, 62 + 35, "停了97分钟"), V("output.data.非计划停机_分钟", 62, "计划外的62分钟"),
             V("output.data.明细.1.分钟", 41, "液压报警41分钟"), V("output.data.明细.2.分钟", 21, "等料21分钟"),
             V("output.data.计划停机_分钟", 35, "计划内换模35分钟"), E(41 + 21, 62)])

case("zh", "paraphrase", "short", "冲压OEE",
     [res("c_cy04", "get_work_order", {"工单号": "MO-270411"},
          ok({"产品": "侧围外板", "状态": "已完工", "数量": {"投产": 12600, "合格": 12418, "返修": 134, "报废": 48}}))],
     "MO-270411侧围外板投产1.26万件，合格12418件，返修134件，报废48件。",
     "数量.投产 12600 = 1.26万，合格 12418、返修 134、报废 48（12418+134+48 = 12600）。",
     checks=[V("arguments.工单号", "MO-270411", "MO-270411"), V("output.data.数量.投产", 12600, "投产1.26万件"),
             V("output.data.数量.合格", 12418, "合格12418件"), V("output.data.数量.返修", 134, "返修134件"),
             V("output.data.数量.报废", 48, "报废48件"), E(12418 + 134 + 48, 12600)])

case("zh", "derived", "long", "冲压OEE",
     [res("c_cy05", "get_shift_counters", {"线号": "C线", "日期": "2027-04-10", "班次": "白班"},
          ok({"计划生产时间_分钟": 480, "停机_分钟": 54, "理论节拍_秒": 6, "产量": 3960, "合格数": 3912}))],
     "C线4月10号白班OEE算下来是这样 🔧\n\n"
     "- 开动时间：计划480分钟减掉停机54分钟，剩426分钟，时间开动率88.75%\n"
     "- 性能：3960件 × 6秒节拍 = 396分钟理论用时，占426分钟的93.0%\n"
     "- 合格品率：3912 / 3960 = 98.8%\n"
     "- OEE：0.8875 × 0.930 × 0.988 ≈ 81.5%\n\n"
     "一般把85%当世界级水平，差距主要在那54分钟停机上。",
     "480-54 = 426；426/480 = 88.75%；3960×6/60 = 396；396/426 = 92.96% ≈ 93.0%；3912/3960 = 98.79% ≈ 98.8%；"
     "0.8875×0.9296×0.9879 = 81.50%。85% 是行业说法；时间开动率是三率中最低的。",
     checks=[V("arguments.日期", "04-10", "4月10号"), V("output.data.计划生产时间_分钟", 480, "计划480分钟"),
             V("output.data.停机_分钟", 54, "停机54分钟"), E(426, 480 - 54, "剩426分钟"),
             E(88.75, 426 / 480 * 100, "88.75%"), V("output.data.产量", 3960, "3960件"),
             V("output.data.理论节拍_秒", 6, "6秒节拍"), E(396, 3960 * 6 / 60, "396分钟"),
             R(93.0, 396 / 426 * 100, "占426分钟的93.0%"), V("output.data.合格数", 3912, "3912 / 3960"),
             R(98.8, 3912 / 3960 * 100, "98.8%"), E(0.8875, 426 / 480, "0.8875"), R(0.93, 396 / 426, "0.930"),
             R(0.988, 3912 / 3960, "0.988"), R(81.5, 426 / 480 * 396 / 426 * 3912 / 3960 * 100, "81.5%"),
             N("85%"), V("output.data.停机_分钟", 54, "那54分钟")])

case("zh", "rounding", "short", "冲压OEE",
     [res("c_cy06", "get_weekly_oee", {"车间": "冲压二车间", "周": "2027-W14"},
          ok({"OEE": 0.8016, "合格件数": 386420, "开动小时": 131.5}))],
     "冲压二车间第14周OEE刚过八成，合格件约38.6万件。",
     "0.8016 = 80.16%，“刚过八成”；38.6万 ≈ 386420（0.11%）；第14周 = 参数 2027-W14。",
     checks=[V("arguments.周", "W14", "第14周"), V("output.data.OEE", 0.8016), R(80, 0.8016 * 100),
             RV("output.data.合格件数", 386000, "约38.6万件")])

# ============================================================================ 中文：长租公寓运营
case("zh", "field_swap", "short", "长租公寓",
     [res("c_gy01", "get_bill_summary", {"门店": "望京店", "月份": "2027-03"},
          ok({"应收租金": 1286400, "实收租金": 1198750, "收缴率": 0.9319, "欠费户数": 23}))],
     "望京店3月实收租金128.64万，收缴率93.2%，还有23户没交。",
     "实收租金 1198750 说成 128.64万（应收租金 的值；近义字段互换）。其余属实：0.9319 ≈ 93.2%，欠费 23 户。",
     checks=[V("arguments.月份", "2027-03", "3月"), RV("output.data.收缴率", 0.932, "收缴率93.2%"),
             V("output.data.欠费户数", 23, "23户")],
     swap=S("实收租金128.64万", "output.data.实收租金", "output.data.应收租金", 1286400), shape="near_synonym")

case("zh", "field_swap", "long", "长租公寓",
     [res("c_gy02", "get_store_occupancy", {"月份": "2027-03"},
          ok({"门店": [
              {"名称": "望京店", "总间数": 312, "已租": 291, "空置": 21, "平均租金": 4120},
              {"名称": "酒仙桥店", "总间数": 188, "已租": 164, "空置": 24, "平均租金": 3680},
              {"名称": "通州店", "总间数": 256, "已租": 207, "空置": 49, "平均租金": 2950}]}))],
     "3月三家店的出租情况 🏢\n\n"
     "| 门店 | 已租间数 | 出租率 | 平均月租 |\n|---|---|---|---|\n"
     "| 望京店 | 291 | 93.3% | 4120元 |\n| 酒仙桥店 | 188 | 87.2% | 3680元 |\n| 通州店 | 207 | 80.9% | 2950元 |\n\n"
     "三家整体出租率87.6%。通州空着49间，是最多的，可以考虑对空置超过一个月的房子做个限时折扣。",
     "酒仙桥店 已租 164 在表里写成 188（同一行 总间数 的值；表格串列）。其余属实：出租率按真值 291/312 = 93.27%、164/188 = 87.23%、"
     "207/256 = 80.86%；整体 662/756 = 87.57% ≈ 87.6%；通州空置 49 最多。",
     checks=[V("arguments.月份", "2027-03", "3月"), V("output.data.门店.0.已租", 291, "| 望京店 | 291 | 93.3% | 4120元 |"),
             R(93.3, 291 / 312 * 100), V("output.data.门店.0.平均租金", 4120),
             R(87.2, 164 / 188 * 100, "| 87.2% | 3680元 |"), V("output.data.门店.1.平均租金", 3680),
             V("output.data.门店.2.已租", 207, "| 通州店 | 207 | 80.9% | 2950元 |"), R(80.9, 207 / 256 * 100),
             V("output.data.门店.2.平均租金", 2950),
             R(87.6, (291 + 164 + 207) / (312 + 188 + 256) * 100, "整体出租率87.6%"),
             V("output.data.门店.2.空置", 49, "通州空着49间"), E(49, max(21, 24, 49))],
     swap=S("| 酒仙桥店 | 188 |", "output.data.门店.1.已租", "output.data.门店.1.总间数", 188), shape="table_cell")

case("zh", "field_swap_cross", "medium", "长租公寓",
     [res("c_gy03a", "get_store_stats", {"门店": "望京店", "月份": "2027-03"},
          ok({"出租率": 0.933, "平均租金": 4120, "平均空置天数": 11.4})),
      res("c_gy03b", "get_store_stats", {"门店": "通州店", "月份": "2027-03"},
          ok({"出租率": 0.809, "平均租金": 2950, "平均空置天数": 26.8}))],
     "通州店出租率80.9%，平均月租2950元，房子空出来平均11.4天就能租出去。望京店出租率高一些，93.3%。",
     "通州店 平均空置天数 26.8 说成 11.4（望京店那次调用的值；跨调用互换）。其余属实。",
     checks=[V("output.data.出租率", 0.809, "出租率80.9%", ci=1), V("output.data.平均租金", 2950, "2950元", ci=1),
             V("output.data.出租率", 0.933, "93.3%", ci=0)],
     swap=S("平均11.4天", "output.data.平均空置天数", "output.data.平均空置天数", 11.4, label_ci=1, from_ci=0))

case("zh", "paraphrase", "medium", "长租公寓",
     [res("c_gy04", "get_bill_summary", {"门店": "酒仙桥店", "月份": "2027-03"},
          ok({"应收租金": 603520, "实收租金": 571840, "收缴率": 0.9475, "欠费户数": 9}))],
     "酒仙桥店3月该收60.35万，实际到账57.18万，收缴率94.8%。还差9户没交，可以让管家挨个催一下。",
     "应收 = 该收 603520 ≈ 60.35万；实收 = 实际到账 571840 ≈ 57.18万；0.9475 ≈ 94.8%；欠费 9 户。",
     checks=[V("arguments.月份", "2027-03", "3月"), RV("output.data.应收租金", 603500, "该收60.35万"),
             RV("output.data.实收租金", 571800, "到账57.18万"), RV("output.data.收缴率", 0.948, "94.8%"),
             V("output.data.欠费户数", 9, "还差9户")])

case("zh", "derived", "long", "长租公寓",
     [res("c_gy05", "get_lease_expiry", {"门店": "望京店", "月份": "2027-04"},
          ok({"到期合同": 46, "已续签": 29, "确认退租": 11, "未答复": 6, "续签平均涨幅": 0.035, "当前平均租金": 4120}))],
     "望京店4月到期合同情况 📑\n\n"
     "- 到期46份：已续29份，确认退租11份，还有6份没答复\n"
     "- 目前续签率63%\n"
     "- 要是没答复的6份都续上，续签率能到76.1%\n"
     "- 续签平均涨3.5%，按平均租金4120元算，续完每间4264.2元\n"
     "- 已续的29间，每月合计多收4181.8元左右\n\n"
     "退租的11间建议这周就挂出去，4月是换房旺季的尾巴。",
     "29+11+6 = 46；29/46 = 63.04% ≈ 63%；35/46 = 76.09% ≈ 76.1%；0.035 = 3.5%；4120×1.035 = 4264.2；"
     "29×144.2 = 4181.8（按平均租金估算）。",
     checks=[V("arguments.月份", "2027-04", "4月"), V("output.data.到期合同", 46, "到期46份"),
             V("output.data.已续签", 29, "已续29份"), V("output.data.确认退租", 11, "退租11份"),
             V("output.data.未答复", 6, "6份没答复"), E(29 + 11 + 6, 46), R(63, 29 / 46 * 100, "续签率63%"),
             V("output.data.未答复", 6, "没答复的6份"), R(76.1, (29 + 6) / 46 * 100, "76.1%"),
             V("output.data.续签平均涨幅", 0.035, "涨3.5%"), V("output.data.当前平均租金", 4120, "4120元"),
             E(4264.2, round(4120 * 1.035, 6), "4264.2元"), V("output.data.已续签", 29, "已续的29间"),
             R(4181.8, 29 * (4120 * 1.035 - 4120), "4181.8元"), V("output.data.确认退租", 11, "退租的11间"),
             N("4月是换房")])

case("zh", "echo", "short", "长租公寓",
     [res("c_gy06", "create_viewing", {"房源编号": "WJ-1208", "看房时间": "2027-04-17 14:30", "客户手机尾号": "3371"},
          ok({"预约号": "KF-550312", "带看管家": "小周"}))],
     "约好了：WJ-1208这套，4月17号周六下午两点半看房，管家小周带看，预约号KF-550312，客户尾号3371。",
     "房源编号、4月17号 14:30（下午两点半）、尾号 3371 是参数；2027-04-17 是周六；预约号和管家出自结果。",
     checks=[V("arguments.房源编号", "WJ-1208", "WJ-1208"), V("arguments.看房时间", "04-17 14:30", "4月17号周六下午两点半"),
             WD("2027-04-17", "Saturday", "周六"), V("output.data.预约号", "KF-550312", "KF-550312"),
             V("arguments.客户手机尾号", "3371", "尾号3371")])

# ============================================================================ 中文：聚合支付收单
case("zh", "field_swap", "medium", "收单",
     [res("c_zf01", "get_settlement", {"商户号": "8981002374", "结算日": "2027-05-06"},
          ok({"交易笔数": 2386, "交易金额": "184367.50", "退款金额": "3210.00", "手续费": "1106.21",
              "结算金额": "180051.29", "到账日期": "2027-05-07"}))],
     "5月6号这批一共2386笔，扣掉手续费1106.21元和退款3210元，到账18.44万。钱会在5月7号周五打到卡上。",
     "结算金额 \"180051.29\" 说成“到账18.44万”（交易金额 \"184367.50\" 的值，金额是字符串；近义字段互换）。其余属实：2386 笔、手续费、退款；到账日 2027-05-07 是周五。",
     checks=[V("arguments.结算日", "05-06", "5月6号"), V("output.data.交易笔数", 2386, "2386笔"),
             V("output.data.到账日期", "05-07", "5月7号周五"), WD("2027-05-07", "Friday", "周五"),
             V("output.data.手续费", 1106.21, "手续费1106.21元"), V("output.data.退款金额", 3210, "退款3210元"),
             E(180051.29, round(184367.5 - 3210 - 1106.21, 6))],
     swap=S("到账18.44万", "output.data.结算金额", "output.data.交易金额", 184400), shape="near_synonym")

case("zh", "field_swap", "long", "收单",
     [res("c_zf02", "get_channel_report", {"商户号": "8981002374", "日期": "2027-05-06"},
          ok({"总笔数": 2386, "成功率": 0.962,
              "渠道": {"微信支付": {"笔数": 1412, "成功率": 0.971}, "支付宝": {"笔数": 803, "成功率": 0.958},
                     "云闪付": {"笔数": 171, "成功率": 0.901}},
              "失败原因TOP3": [{"原因": "余额不足", "笔数": 41}, {"原因": "用户取消", "笔数": 29},
                           {"原因": "风控拦截", "笔数": 12}]}))],
     "5月6号收单情况 💳\n\n"
     "- 总笔数：2386笔\n"
     "- 分渠道成功率：微信97.1%，支付宝95.8%，云闪付96.2%\n"
     "- 失败原因前三：余额不足41笔、用户取消29笔、风控拦截12笔\n\n"
     "余额不足占了大头，这类多半是用户自己的问题；风控拦截那12笔可以去后台看看是不是同一批卡。",
     "渠道.云闪付.成功率 0.901 说成 96.2%（顶层 成功率 的值；嵌套字段互换）。其余属实：2386、微信 97.1%、支付宝 95.8%、三项失败原因。",
     checks=[V("arguments.日期", "05-06", "5月6号"), V("output.data.总笔数", 2386, "2386笔"),
             V("output.data.渠道.微信支付.成功率", 0.971, "微信97.1%"), V("output.data.渠道.支付宝.成功率", 0.958, "支付宝95.8%"),
             V("output.data.失败原因TOP3.0.笔数", 41, "余额不足41笔"), V("output.data.失败原因TOP3.1.笔数", 29, "用户取消29笔"),
             V("output.data.失败原因TOP3.2.笔数", 12, "风控拦截12笔"), V("output.data.失败原因TOP3.2.笔数", 12, "那12笔")],
     swap=S("云闪付96.2%", "output.data.渠道.云闪付.成功率", "output.data.成功率", 0.962), shape="nested_field")

case("zh", "field_swap", "short", "收单",
     [res("c_zf03", "get_dispute_summary", {"商户号": "8981002374", "月份": "2027-04"},
          ok({"退款": {"笔数": 37, "金额": 8920.5}, "拒付": {"笔数": 4, "金额": 1316}, "调单": {"笔数": 6}}))],
     "4月退款4笔共8920.5元，拒付37笔共1316元，另外还有6笔调单。",
     "退款.笔数 37 与 拒付.笔数 4 对调（成对互换，算一处）。金额 8920.5、1316 和调单 6 笔属实。",
     checks=[V("arguments.月份", "2027-04", "4月"), V("output.data.退款.金额", 8920.5, "8920.5元"),
             V("output.data.拒付.金额", 1316, "1316元"), V("output.data.调单.笔数", 6, "6笔调单")],
     swap=[S("退款4笔", "output.data.退款.笔数", "output.data.拒付.笔数", 4),
           S("拒付37笔", "output.data.拒付.笔数", "output.data.退款.笔数", 37)],
     shape="crossed_pair")

case("zh", "field_swap_cross", "long", "收单",
     [res("c_zf04a", "get_daily_summary", {"商户号": "8981002374", "日期": "2027-05-06"},
          ok({"交易笔数": 2386, "交易金额": 184367.5, "客单价": 77.27, "成功率": 0.962})),
      res("c_zf04b", "get_daily_summary", {"商户号": "8981002374", "日期": "2027-05-05"},
          ok({"交易笔数": 2154, "交易金额": 171902.8, "客单价": 79.81, "成功率": 0.968}))],
     "这两天对比一下 📈\n\n"
     "- 5月6号（周四）：2386笔，交易额18.44万，客单价79.81元\n"
     "- 5月5号（周三）：2154笔，交易额17.19万，成功率96.8%\n\n"
     "笔数多了232笔，交易额涨了7.25%。成功率只差零点几个点，正常波动，不用管。",
     "5月6号 客单价 77.27 说成 79.81（5月5号那次调用的值；跨调用互换）。其余属实：18.44万 ≈ 184367.5，17.19万 ≈ 171902.8；"
     "2386-2154 = 232；(184367.5-171902.8)/171902.8 = 7.251% ≈ 7.25%；2027-05-06 周四、05-05 周三。",
     checks=[V("arguments.日期", "05-06", "5月6号"), WD("2027-05-06", "Thursday", "周四"),
             V("output.data.交易笔数", 2386, "2386笔"), RV("output.data.交易金额", 184400, "交易额18.44万"),
             V("arguments.日期", "05-05", "5月5号", ci=1), WD("2027-05-05", "Wednesday", "周三"),
             V("output.data.交易笔数", 2154, "2154笔", ci=1), RV("output.data.交易金额", 171900, "交易额17.19万", ci=1),
             V("output.data.成功率", 0.968, "成功率96.8%", ci=1), E(232, 2386 - 2154, "多了232笔"),
             R(7.25, (184367.5 - 171902.8) / 171902.8 * 100, "涨了7.25%")],
     swap=S("客单价79.81元", "output.data.客单价", "output.data.客单价", 79.81, label_ci=0, from_ci=1))

case("zh", "paraphrase", "long", "收单",
     [res("c_zf05", "get_settlement", {"商户号": "8981002374", "结算日": "2027-05-07"},
          ok({"交易笔数": 2511, "交易金额": 196034.2, "退款金额": 1588,
              "手续费": {"合计": 1166.67, "微信支付": 692.34, "支付宝": 402.15, "云闪付": 72.18},
              "结算金额": 193279.53, "到账日期": "2027-05-08"}))],
     "5月7号的结算单 🧾\n\n"
     "- 交易金额：196034.2元，共2511笔\n"
     "- 退款：1588元\n"
     "- 手续费：1166.67元，其中微信692.34、支付宝402.15、云闪付72.18\n"
     "- 实际打到卡上：193279.53元，5月8号（周六）到账\n\n"
     "手续费里微信占了将近六成，云闪付最少。",
     "交易金额、退款、手续费（嵌套：合计与三个渠道，692.34+402.15+72.18 = 1166.67）、结算金额 = 实际打到卡上（196034.2-1588-1166.67 = "
     "193279.53），各归其位；2027-05-08 是周六；692.34/1166.67 = 59.3% = 将近六成；云闪付 72.18 最少。",
     checks=[V("arguments.结算日", "05-07", "5月7号"), V("output.data.交易金额", 196034.2, "196034.2元"),
             V("output.data.交易笔数", 2511, "2511笔"), V("output.data.退款金额", 1588, "1588元"),
             V("output.data.手续费.合计", 1166.67, "1166.67元"), V("output.data.手续费.微信支付", 692.34, "微信692.34"),
             V("output.data.手续费.支付宝", 402.15, "支付宝402.15"), V("output.data.手续费.云闪付", 72.18, "云闪付72.18"),
             E(1166.67, round(692.34 + 402.15 + 72.18, 6)), V("output.data.结算金额", 193279.53, "193279.53元"),
             E(193279.53, round(196034.2 - 1588 - 1166.67, 6)), V("output.data.到账日期", "05-08", "5月8号"),
             WD("2027-05-08", "Saturday", "周六"), R(0.593, 692.34 / 1166.67), E(72.18, min(692.34, 402.15, 72.18))])

case("zh", "rounding", "medium", "收单",
     [res("c_zf06", "get_monthly_volume", {"商户号": "8981002374", "月份": "2027-04"},
          ok({"交易金额": 5367218.4, "交易笔数": 68914, "客单价": 77.88, "线下扫码占比": 0.713,
              "年累计交易金额": 213485620.5}))],
     "4月总流水约536.7万，一共6.89万笔左右，客单价77块9毛上下。其中七成出头是线下扫码的，今年累计已经2.13亿出头了。",
     "536.7万 ≈ 5367218.4（0.004%）；6.89万 ≈ 68914（0.02%）；77块9毛 ≈ 77.88（0.03%）；0.713 = 七成出头；"
     "2.13亿出头 ≈ 213485620.5（0.23%）。",
     checks=[V("arguments.月份", "2027-04", "4月"), RV("output.data.交易金额", 5367000, "约536.7万"),
             RV("output.data.交易笔数", 68900, "6.89万笔"), RV("output.data.客单价", 77.9, "77块9毛"),
             R(77.88, 5367218.4 / 68914), V("output.data.线下扫码占比", 0.713),
             RV("output.data.年累计交易金额", 2.13e8, "2.13亿出头")])

# ============================================================================ 中文：快递末端派送
case("zh", "field_swap", "medium", "快递末端",
     [res("c_kd01", "get_courier_progress", {"网点": "杭州西溪网点", "日期": "2027-06-15"},
          ok({"更新时间": "2027-06-15 16:40", "快递员": [
              {"姓名": "王强", "应派": 186, "已签收": 171, "问题件": 3},
              {"姓名": "李娟", "应派": 164, "已签收": 164, "问题件": 0},
              {"姓名": "赵磊", "应派": 203, "已签收": 148, "问题件": 5}]}))],
     "截至下午4点40，李娟164件已经全部签收；王强签了171件，还剩15件。赵磊签收171件，应派203件，落后最多，可能得找人帮他分一点。",
     "赵磊 已签收 148 说成 171（王强那一行的值；串行）。其余属实：16:40 = 下午4点40，李娟 164/164，王强 171、186-171 = 15，"
     "赵磊应派 203；无论真值还是说出的值，赵磊剩得都最多。",
     checks=[V("output.data.更新时间", "16:40", "下午4点40"), V("output.data.快递员.1.已签收", 164, "李娟164件"),
             V("output.data.快递员.1.应派", 164), V("output.data.快递员.0.已签收", 171, "王强签了171件"),
             E(15, 186 - 171, "还剩15件"), V("output.data.快递员.2.应派", 203, "应派203件")],
     swap=S("赵磊签收171件", "output.data.快递员.2.已签收", "output.data.快递员.0.已签收", 171), shape="list_row")

case("zh", "field_swap", "short", "快递末端",
     [res("c_kd02", "get_courier_day", {"工号": "HZ0571-082", "日期": "2027-06-15"},
          ok({"姓名": "王强", "应派": 186, "本人签收": 152, "驿站代收": 19, "快递柜": 12, "问题件": 3}))],
     "王强今天186件，当面签收152件，进丰巢柜的19件，还有3件问题件。",
     "快递柜 12 说成“进丰巢柜的19件”（驿站代收 的值；换了说法的标签）。其余属实：186、本人签收 = 当面签收 152、问题件 3"
     "（152+19+12+3 = 186）。",
     checks=[V("output.data.应派", 186, "186件"), V("output.data.本人签收", 152, "当面签收152件"),
             V("output.data.问题件", 3, "3件问题件"), E(152 + 19 + 12 + 3, 186)],
     swap=S("进丰巢柜的19件", "output.data.快递柜", "output.data.驿站代收", 19), shape="paraphrased_label")

case("zh", "field_swap_cross", "short", "快递末端",
     [res("c_kd03a", "get_courier_score", {"工号": "HZ0571-082", "月份": "2027-05"},
          ok({"姓名": "王强", "妥投率": 0.987, "投诉数": 2, "派件量": 4862})),
      res("c_kd03b", "get_courier_score", {"工号": "HZ0571-095", "月份": "2027-05"},
          ok({"姓名": "赵磊", "妥投率": 0.962, "投诉数": 5, "派件量": 5318}))],
     "王强5月派了4862件，妥投率96.2%，投诉2起。",
     "王强 妥投率 0.987 说成 96.2%（赵磊那次调用的值；跨调用互换）。其余属实：4862 件、投诉 2 起。",
     checks=[V("arguments.月份", "2027-05", "5月"), V("output.data.派件量", 4862, "4862件"),
             V("output.data.投诉数", 2, "投诉2起")],
     swap=S("妥投率96.2%", "output.data.妥投率", "output.data.妥投率", 0.962, label_ci=0, from_ci=1))

case("zh", "paraphrase", "medium", "快递末端",
     [res("c_kd04", "get_courier_day", {"工号": "HZ0571-095", "日期": "2027-06-15"},
          ok({"姓名": "赵磊", "应派": 203, "本人签收": 121, "驿站代收": 38, "快递柜": 27, "问题件": 5, "未派": 12}))],
     "赵磊今天203件：当面签收121件，放驿站38件，进丰巢柜27件，问题件5件，还有12件没派出去。驿站加快递柜一共65件，占了三成多。",
     "本人签收 = 当面签收 121，驿站代收 = 放驿站 38，快递柜 = 进丰巢柜 27，问题件 5，未派 12（合计 203）；38+27 = 65；65/203 = 32% = 三成多。",
     checks=[V("output.data.应派", 203, "203件"), V("output.data.本人签收", 121, "当面签收121件"),
             V("output.data.驿站代收", 38, "放驿站38件"), V("output.data.快递柜", 27, "进丰巢柜27件"),
             V("output.data.问题件", 5, "问题件5件"), V("output.data.未派", 12, "12件没派"),
             E(121 + 38 + 27 + 5 + 12, 203), E(65, 38 + 27, "一共65件"), R(0.32, 65 / 203)])

case("zh", "derived", "medium", "快递末端",
     [res("c_kd05", "get_station_day", {"网点": "杭州西溪网点", "日期": "2027-06-15"},
          ok({"到件": 4218, "已派": 3962, "签收": 3875, "滞留": 256, "派件员人数": 23}))],
     "今天西溪网点到件4218件，派出去3962件，签收3875件，签收率91.9%。23个快递员人均派了172件出头，还有256件滞留在网点。",
     "3875/4218 = 91.87% ≈ 91.9%；3962/23 = 172.3 = 172件出头；4218-3962 = 256 = 滞留。",
     checks=[V("output.data.到件", 4218, "到件4218件"), V("output.data.已派", 3962, "派出去3962件"),
             V("output.data.签收", 3875, "签收3875件"), R(91.9, 3875 / 4218 * 100, "签收率91.9%"),
             V("output.data.派件员人数", 23, "23个快递员"), R(172.3, 3962 / 23, "172件出头"),
             V("output.data.滞留", 256, "256件滞留"), E(256, 4218 - 3962)])

case("zh", "echo", "short", "快递末端",
     [res("c_kd06", "change_delivery",
          {"运单号": "SF1487203659921", "改派日期": "2027-06-17", "时段": "18:00-21:00", "地址": "西溪诚园7幢2单元"},
          ok({"结果": "已改约", "派件员": "李娟"}))],
     "SF1487203659921改到6月17号周四晚上6点到9点送，地址是西溪诚园7幢2单元，派件员李娟。",
     "运单号、6月17号、18:00-21:00 = 晚上6点到9点、地址都是参数；2027-06-17 是周四；派件员出自结果。",
     checks=[V("arguments.运单号", "SF1487203659921", "SF1487203659921"), V("arguments.改派日期", "06-17", "6月17号"),
             WD("2027-06-17", "Thursday", "周四"), V("arguments.时段", "18:00", "晚上6点到9点"),
             V("arguments.时段", "21:00"), V("arguments.地址", "西溪诚园7幢2单元", "西溪诚园7幢2单元"),
             V("output.data.派件员", "李娟", "李娟")])

# ============================================================================ 中文：网格化空气质量微站
case("zh", "field_swap", "short", "空气微站",
     [res("c_kq01", "get_micro_station", {"站点编号": "XH-0217"},
          ok({"站点": "西湖区文三路微站", "时间": "2027-11-23 08:00", "PM2.5_小时均值": 86, "PM2.5_24小时滑动均值": 61,
              "AQI": 114, "首要污染物": "PM2.5"}))],
     "文三路微站早上8点PM2.5的24小时均值是86微克，AQI 114，轻度污染。",
     "PM2.5_24小时滑动均值 61 说成 86（PM2.5_小时均值 的值；近义字段互换）。其余属实：08:00，AQI 114（101–150 为轻度污染）。",
     checks=[V("output.data.时间", "08:00", "早上8点"), N("PM2.5"), V("output.data.AQI", 114, "AQI 114")],
     swap=S("24小时均值是86", "output.data.PM2.5_24小时滑动均值", "output.data.PM2.5_小时均值", 86),
     shape="near_synonym")

case("zh", "field_swap", "medium", "空气微站",
     [res("c_kq02", "get_micro_station_env", {"站点编号": "XH-0217"},
          ok({"时间": "2027-11-23 09:00", "PM2.5": 58, "PM10": 92, "温度": 12.4, "湿度": 0.78, "风速": 1.6}))],
     "文三路现在PM2.5是92微克，PM10是58微克。湿度78%，风速只有1.6米每秒，不太利于扩散。",
     "PM2.5 58 与 PM10 92 对调（成对互换，算一处）。湿度 0.78 = 78%、风速 1.6 属实。",
     checks=[V("output.data.湿度", 0.78, "湿度78%"), V("output.data.风速", 1.6, "1.6米每秒")],
     swap=[S("PM2.5是92", "output.data.PM2.5", "output.data.PM10", 92),
           S("PM10是58", "output.data.PM10", "output.data.PM2.5", 58)],
     shape="crossed_pair")

case("zh", "field_swap_cross", "medium", "空气微站",
     [res("c_kq03a", "get_station_daily", {"站点编号": "XH-0217", "日期": "2027-11-22"},
          ok({"AQI日均": 88, "PM2.5日均": 65, "首要污染物": "PM2.5", "超标小时数": 9})),
      res("c_kq03b", "get_station_daily", {"站点编号": "XH-0217", "日期": "2027-11-23"},
          ok({"AQI日均": 121, "PM2.5日均": 91, "首要污染物": "PM2.5", "超标小时数": 17}))],
     "23号文三路日均AQI 121，PM2.5日均91微克，全天超标了9个小时。比22号的88又差了一截。",
     "23号 超标小时数 17 说成 9（22号那次调用的值；跨调用互换）。其余属实：121、91、22号 AQI 88。",
     checks=[V("arguments.日期", "11-23", "23号", ci=1), V("output.data.AQI日均", 121, "AQI 121", ci=1),
             N("PM2.5"), V("output.data.PM2.5日均", 91, "日均91微克", ci=1), V("arguments.日期", "11-22", "22号的88"),
             V("output.data.AQI日均", 88, "22号的88")],
     swap=S("超标了9个小时", "output.data.超标小时数", "output.data.超标小时数", 9, label_ci=1, from_ci=0))

case("zh", "paraphrase", "short", "空气微站",
     [res("c_kq04", "get_micro_station", {"站点编号": "GS-0105"},
          ok({"站点": "拱墅区半山微站", "时间": "2027-11-23 14:00", "PM2.5_小时均值": 47, "PM2.5_24小时滑动均值": 72,
              "AQI": 65, "首要污染物": "PM2.5"}))],
     "半山微站下午2点这一个小时PM2.5是47，但过去24小时平均还有72，AQI 65，算良。",
     "小时均值 47 = 这一个小时，24小时滑动均值 72 = 过去24小时平均，AQI 65（51–100 为良）。",
     checks=[V("output.data.时间", "14:00", "下午2点"), N("PM2.5"), V("output.data.PM2.5_小时均值", 47, "PM2.5是47"),
             V("output.data.PM2.5_24小时滑动均值", 72, "过去24小时平均还有72"), V("output.data.AQI", 65, "AQI 65")])

case("zh", "paraphrase", "short", "空气微站",
     [res("c_kq05", "get_micro_station_env", {"站点编号": "GS-0105"},
          ok({"时间": "2027-11-23 15:00", "PM2.5": 39, "PM10": 71, "温度": 15.8, "湿度": 0.64}))],
     "半山这会儿PM10是71，PM2.5是39，气温15.8度，湿度64%。",
     "PM10 71、PM2.5 39 各在自己的标签下；15.8 度；0.64 = 64%。",
     checks=[V("output.data.PM10", 71, "PM10是71"), V("output.data.PM2.5", 39, "PM2.5是39"),
             V("output.data.温度", 15.8, "15.8度"), V("output.data.湿度", 0.64, "湿度64%")])

case("zh", "rounding", "long", "空气微站",
     [res("c_kq06", "get_monthly_report", {"区县": "西湖区", "月份": "2027-11"},
          ok({"微站数": 48, "有效小时数": 34416, "PM2.5月均": 43.86, "优良天数": 19, "优良率": 0.6333,
              "PM2.5同比": -0.084, "最高日AQI": 168}))],
     "西湖区11月微站月报 🌫️\n\n"
     "- 48个微站，有效数据约3.44万个小时\n"
     "- PM2.5月均约43.9微克\n"
     "- 优良天数19天，优良率63.3%\n"
     "- PM2.5比去年同期降了8.4%\n"
     "- 最差的一天AQI到了168，中度污染\n\n"
     "月底那几天的静稳天气拖了后腿，下个月重点盯一下夜间的工地和渣土车。",
     "3.44万 ≈ 34416（0.05%）；43.9 ≈ 43.86（0.09%）；0.6333 ≈ 63.3%；同比 -0.084 = 降了8.4%；AQI 168 属中度污染（151–200）。",
     checks=[V("arguments.月份", "2027-11", "11月"), V("output.data.微站数", 48, "48个微站"),
             RV("output.data.有效小时数", 34400, "约3.44万个小时"), N("PM2.5"), RV("output.data.PM2.5月均", 43.9, "约43.9微克"),
             V("output.data.优良天数", 19, "优良天数19天"), RV("output.data.优良率", 0.633, "优良率63.3%"),
             V("output.data.PM2.5同比", -0.084, "降了8.4%"), V("output.data.最高日AQI", 168, "AQI到了168")])

case("zh", "derived", "long", "空气微站",
     [res("c_kq07", "get_week_aqi", {"站点编号": "XH-0217", "开始日期": "2027-11-22"},
          ok({"每日": [{"日期": "2027-11-22", "AQI": 88, "PM2.5": 65}, {"日期": "2027-11-23", "AQI": 121, "PM2.5": 91},
                     {"日期": "2027-11-24", "AQI": 97, "PM2.5": 72}, {"日期": "2027-11-25", "AQI": 64, "PM2.5": 46},
                     {"日期": "2027-11-26", "AQI": 42, "PM2.5": 29}]}))],
     "文三路微站这周一到周五 📉\n\n"
     "| 日期 | AQI | PM2.5 |\n|---|---|---|\n"
     "| 周一 | 88 | 65 |\n| 周二 | 121 | 91 |\n| 周三 | 97 | 72 |\n| 周四 | 64 | 46 |\n| 周五 | 42 | 29 |\n\n"
     "五天PM2.5平均60.6微克，只有周二一天超过了75的国标二级限值。从周二的91降到周五的29，降了68.1%，冷空气一到就吹干净了。",
     "平均 (65+91+72+46+29)/5 = 60.6；超过 75 的只有 91（周二）；(91-29)/91 = 68.13% ≈ 68.1%；2027-11-22 是周一，"
     "11-26 是周五。75 是国标 24 小时二级限值。",
     checks=[WD("2027-11-22", "Monday", "周一"), WD("2027-11-23", "Tuesday", "周二"), WD("2027-11-26", "Friday", "周五"),
             N("PM2.5"), V("output.data.每日.0.AQI", 88, "| 周一 | 88 | 65 |"), V("output.data.每日.0.PM2.5", 65),
             V("output.data.每日.1.AQI", 121, "| 周二 | 121 | 91 |"), V("output.data.每日.1.PM2.5", 91),
             V("output.data.每日.2.AQI", 97, "| 周三 | 97 | 72 |"), V("output.data.每日.2.PM2.5", 72),
             V("output.data.每日.3.AQI", 64, "| 周四 | 64 | 46 |"), V("output.data.每日.3.PM2.5", 46),
             V("output.data.每日.4.AQI", 42, "| 周五 | 42 | 29 |"), V("output.data.每日.4.PM2.5", 29),
             E(60.6, (65 + 91 + 72 + 46 + 29) / 5, "平均60.6微克"), E(1, sum(1 for x in (65, 91, 72, 46, 29) if x > 75)),
             N("超过了75的"), V("output.data.每日.1.PM2.5", 91, "周二的91"), V("output.data.每日.4.PM2.5", 29, "周五的29"),
             R(68.1, (91 - 29) / 91 * 100, "降了68.1%")])

# ============================================================================ 中文：卫星测控
case("zh", "field_swap", "medium", "卫星测控",
     [res("c_wx01", "get_telemetry", {"卫星": "天枢-2"},
          ok({"卫星": "天枢-2", "时间": "2027-10-09 14:22:05", "工作模式": "对地成像", "待下传数据_MB": 2316.8,
              "数传": {"上次下传_MB": 742.5, "地面站": "喀什站", "码速率_Mbps": 150},
              "电源": {"蓄电池电量": 0.82, "母线电压_V": 29.4}, "载荷舱温度": 18.6}))],
     "天枢-2目前在对地成像模式，上一轨喀什站下传了2316.8MB。蓄电池还有82%，母线电压29.4伏，载荷舱18.6度。",
     "数传.上次下传_MB 742.5 说成 2316.8MB（顶层 待下传数据_MB 的值；嵌套字段互换）。其余属实：82%、29.4 伏、18.6 度。",
     checks=[V("output.data.卫星", "天枢-2", "天枢-2"), V("output.data.电源.蓄电池电量", 0.82, "82%"),
             V("output.data.电源.母线电压_V", 29.4, "29.4伏"), V("output.data.载荷舱温度", 18.6, "18.6度")],
     swap=S("下传了2316.8MB", "output.data.数传.上次下传_MB", "output.data.待下传数据_MB", 2316.8), shape="nested_field")

case("zh", "field_swap", "long", "卫星测控",
     [res("c_wx02", "get_pass_plan", {"卫星": "天枢-2", "日期": "2027-10-10"},
          ok({"弧段": [
              {"地面站": "喀什站", "入境": "2027-10-10 03:12:40", "出境": "2027-10-10 03:23:10", "最高仰角": 47.3,
               "入境方位角": 206.5, "时长_秒": 630},
              {"地面站": "三亚站", "入境": "2027-10-10 04:51:05", "出境": "2027-10-10 04:59:25", "最高仰角": 21.4,
               "入境方位角": 38.2, "时长_秒": 500},
              {"地面站": "佳木斯站", "入境": "2027-10-10 06:27:30", "出境": "2027-10-10 06:35:10", "最高仰角": 15.2,
               "入境方位角": 312.7, "时长_秒": 460}]}))],
     "天枢-2明天（10月10号，北京时间）的弧段 🛰️\n\n"
     "| 地面站 | 入境 → 出境 | 时长 | 最高仰角 |\n|---|---|---|---|\n"
     "| 喀什站 | 03:12:40 → 03:23:10 | 10分30秒 | 47.3° |\n"
     "| 三亚站 | 04:51:05 → 04:59:25 | 8分20秒 | 38.2° |\n"
     "| 佳木斯站 | 06:27:30 → 06:35:10 | 7分40秒 | 15.2° |\n\n"
     "喀什这一轨仰角最高、时间最长，大数据量下传就放这一轨。佳木斯那轨仰角低，头尾各扣一分钟左右比较稳妥。",
     "三亚站 最高仰角 21.4 在表里写成 38.2°（同一弧段 入境方位角 的值；表格串列）。其余属实：时间、时长 630 秒 = 10分30秒、500 = 8分20秒、"
     "460 = 7分40秒、47.3° 与 15.2°；喀什弧段确为仰角最高、时间最长。",
     checks=[V("arguments.日期", "10-10", "10月10号"),
             V("output.data.弧段.0.入境", "03:12:40", "| 喀什站 | 03:12:40 → 03:23:10 | 10分30秒 | 47.3° |"),
             V("output.data.弧段.0.出境", "03:23:10"), E(10 * 60 + 30, 630), V("output.data.弧段.0.最高仰角", 47.3),
             V("output.data.弧段.1.入境", "04:51:05", "| 三亚站 | 04:51:05 → 04:59:25 | 8分20秒 |"),
             V("output.data.弧段.1.出境", "04:59:25"), E(8 * 60 + 20, 500),
             V("output.data.弧段.2.入境", "06:27:30", "| 佳木斯站 | 06:27:30 → 06:35:10 | 7分40秒 | 15.2° |"),
             V("output.data.弧段.2.出境", "06:35:10"), E(7 * 60 + 40, 460), V("output.data.弧段.2.最高仰角", 15.2),
             V("output.data.弧段.0.最高仰角", 47.3), E(47.3, max(47.3, 21.4, 15.2)), V("arguments.卫星", "天枢-2", "天枢-2")],
     swap=S("| 8分20秒 | 38.2°", "output.data.弧段.1.最高仰角", "output.data.弧段.1.入境方位角", 38.2), shape="table_cell")

case("zh", "field_swap", "long", "卫星测控",
     [res("c_wx03", "get_station_status", {"卫星": "天枢-2", "时段": "未来24小时"},
          ok({"地面站": [
              {"名称": "喀什站", "可用弧段": 4, "平均链路余量_dB": 5.8, "最高码速率_Mbps": 300},
              {"名称": "三亚站", "可用弧段": 3, "平均链路余量_dB": 3.2, "最高码速率_Mbps": 150},
              {"名称": "佳木斯站", "可用弧段": 5, "平均链路余量_dB": 6.9, "最高码速率_Mbps": 300}]}))],
     "未来24小时的地面站情况：\n\n"
     "- 喀什站：4个弧段，平均链路余量3.2dB，最高300Mbps\n"
     "- 三亚站：3个弧段，最高只有150Mbps\n"
     "- 佳木斯站：5个弧段，余量6.9dB，最高300Mbps\n\n"
     "一共12个弧段。佳木斯弧段最多、余量也最足，主力下传可以压在佳木斯；余量掉到3dB以下时高阶调制容易出误码。",
     "喀什站 平均链路余量 5.8 说成 3.2dB（三亚站那一行的值；串行）。其余属实：弧段数、码速率、佳木斯 6.9dB 最高、5 个弧段最多；"
     "4+3+5 = 12。3dB 是经验值。",
     checks=[V("arguments.时段", "未来24小时", "未来24小时"), V("output.data.地面站.0.可用弧段", 4, "4个弧段"),
             V("output.data.地面站.0.最高码速率_Mbps", 300, "最高300Mbps"), V("output.data.地面站.1.可用弧段", 3, "3个弧段"),
             V("output.data.地面站.1.最高码速率_Mbps", 150, "150Mbps"), V("output.data.地面站.2.可用弧段", 5, "5个弧段"),
             V("output.data.地面站.2.平均链路余量_dB", 6.9, "余量6.9dB"), V("output.data.地面站.2.最高码速率_Mbps", 300),
             E(12, 4 + 3 + 5, "一共12个弧段"), E(6.9, max(5.8, 3.2, 6.9)), N("3dB以下")],
     swap=S("平均链路余量3.2dB", "output.data.地面站.0.平均链路余量_dB", "output.data.地面站.1.平均链路余量_dB", 3.2),
     shape="list_row")

case("zh", "field_swap_cross", "long", "卫星测控",
     [res("c_wx04a", "get_pass_report", {"卫星": "天枢-2", "弧段号": "KS-20271009-0312"},
          ok({"地面站": "喀什站", "下传数据_MB": 742.5, "有效帧": 118960, "误码帧": 42, "最高仰角": 47.3})),
      res("c_wx04b", "get_pass_report", {"卫星": "天枢-2", "弧段号": "SY-20271009-0451"},
          ok({"地面站": "三亚站", "下传数据_MB": 518.2, "有效帧": 83020, "误码帧": 266, "最高仰角": 21.4}))],
     "昨天两轨的下传情况：\n\n"
     "- 喀什站（03:12）：有效帧约11.9万，误码42帧，最高仰角47.3度\n"
     "- 三亚站（04:51）：下传742.5MB，有效帧约8.3万，误码266帧\n\n"
     "两轨合计下传1260.7MB。三亚的误码率0.32%，是喀什的九倍多，建议跟三亚站确认一下那个时段有没有干扰。",
     "三亚站 下传数据_MB 518.2 说成 742.5MB（喀什站那次调用的值；跨调用互换）。其余属实：11.9万 ≈ 118960、8.3万 ≈ 83020、42、266、"
     "47.3；合计用真值 742.5+518.2 = 1260.7；266/83286 = 0.319% ≈ 0.32%；约为喀什 0.0353% 的 9.05 倍（九倍多）。",
     checks=[V("arguments.弧段号", "0312", "喀什站（03:12）"), RV("output.data.有效帧", 119000, "约11.9万"),
             V("output.data.误码帧", 42, "误码42帧"), V("output.data.最高仰角", 47.3, "47.3度"),
             V("arguments.弧段号", "0451", "三亚站（04:51）", ci=1), RV("output.data.有效帧", 83000, "约8.3万", ci=1),
             V("output.data.误码帧", 266, "误码266帧", ci=1), E(1260.7, round(742.5 + 518.2, 6), "1260.7MB"),
             R(0.32, 266 / (83020 + 266) * 100, "0.32%"),
             E(True, 9 < (266 / (83020 + 266)) / (42 / (118960 + 42)) < 10)],
     swap=S("下传742.5MB", "output.data.下传数据_MB", "output.data.下传数据_MB", 742.5, label_ci=1, from_ci=0))

case("zh", "paraphrase", "long", "卫星测控",
     [res("c_wx05", "get_pass_plan", {"卫星": "天枢-3", "日期": "2027-10-11"},
          ok({"弧段": [
              {"地面站": "喀什站", "入境": "2027-10-11 05:40:15", "出境": "2027-10-11 05:51:05", "最高仰角": 58.1,
               "入境方位角": 188.4, "时长_秒": 650},
              {"地面站": "三亚站", "入境": "2027-10-11 07:18:50", "出境": "2027-10-11 07:26:30", "最高仰角": 16.7,
               "入境方位角": 95.3, "时长_秒": 460},
              {"地面站": "喀什站", "入境": "2027-10-11 07:21:40", "出境": "2027-10-11 07:30:20", "最高仰角": 24.9,
               "入境方位角": 171.6, "时长_秒": 520}]}))],
     "天枢-3周一（10月11号）的弧段：\n\n"
     "| 地面站 | 入境 → 出境 | 从哪个方位升起 | 最高仰角 |\n|---|---|---|---|\n"
     "| 喀什站 | 05:40:15 → 05:51:05 | 188.4° | 58.1° |\n"
     "| 三亚站 | 07:18:50 → 07:26:30 | 95.3° | 16.7° |\n"
     "| 喀什站 | 07:21:40 → 07:30:20 | 171.6° | 24.9° |\n\n"
     "三亚这轨和喀什第二轨重叠了4分50秒（07:21:40到07:26:30），这俩只能二选一。建议留喀什：最高仰角24.9度，比三亚的16.7度高，时长也更长（8分40秒对7分40秒）。",
     "入境方位角 = 从哪个方位升起，最高仰角各在各的列；俩 = 这两个弧段；重叠 07:26:30 - 07:21:40 = 4分50秒；520 秒 = 8分40秒，460 秒 = 7分40秒；2027-10-11 是周一。",
     checks=[V("arguments.卫星", "天枢-3", "天枢-3"), WD("2027-10-11", "Monday", "周一"), V("arguments.日期", "10-11", "10月11号"),
             V("output.data.弧段.0.入境", "05:40:15", "| 喀什站 | 05:40:15 → 05:51:05 | 188.4° | 58.1° |"),
             V("output.data.弧段.0.出境", "05:51:05"), V("output.data.弧段.0.入境方位角", 188.4),
             V("output.data.弧段.0.最高仰角", 58.1),
             V("output.data.弧段.1.入境", "07:18:50", "| 三亚站 | 07:18:50 → 07:26:30 | 95.3° | 16.7° |"),
             V("output.data.弧段.1.出境", "07:26:30"), V("output.data.弧段.1.入境方位角", 95.3),
             V("output.data.弧段.1.最高仰角", 16.7),
             V("output.data.弧段.2.入境", "07:21:40", "| 喀什站 | 07:21:40 → 07:30:20 | 171.6° | 24.9° |"),
             V("output.data.弧段.2.出境", "07:30:20"), V("output.data.弧段.2.入境方位角", 171.6),
             V("output.data.弧段.2.最高仰角", 24.9),
             E(4 * 60 + 50, (7 * 3600 + 26 * 60 + 30) - (7 * 3600 + 21 * 60 + 40), "4分50秒"),
             V("output.data.弧段.2.入境", "07:21:40", "07:21:40到07:26:30"), V("output.data.弧段.1.出境", "07:26:30"),
             V("output.data.弧段.2.最高仰角", 24.9, "最高仰角24.9度"), V("output.data.弧段.1.最高仰角", 16.7, "三亚的16.7度"),
             E(8 * 60 + 40, 520, "8分40秒"), E(7 * 60 + 40, 460, "7分40秒")])

case("zh", "rounding", "medium", "卫星测控",
     [res("c_wx06", "get_storage", {"卫星": "天枢-2"},
          ok({"待下传数据_MB": 2316.8, "存储容量_MB": 16384, "文件数": 486, "最早文件时间": "2027-10-07 21:35:00"}))],
     "天枢-2还有约2317MB数据没下传，占16384MB存储的14.1%左右，一共486个文件。最早那个文件是10月7号周四晚上的。",
     "2317 ≈ 2316.8（0.01%）；2316.8/16384 = 14.14% ≈ 14.1%（0.29%）；16384、486 属实；2027-10-07 21:35 是周四晚上。",
     checks=[V("output.data.存储容量_MB", 16384, "16384MB"), RV("output.data.待下传数据_MB", 2317, "约2317MB"),
             R(14.1, 2316.8 / 16384 * 100, "14.1%"), V("output.data.文件数", 486, "486个文件"),
             V("output.data.最早文件时间", "10-07 21", "10月7号周四晚上"), WD("2027-10-07", "Thursday", "周四"),
             V("arguments.卫星", "天枢-2", "天枢-2")])

case("zh", "echo", "short", "卫星测控",
     [res("c_wx07", "send_command", {"卫星": "天枢-2", "指令": "载荷开机", "执行时间": "2027-10-10 03:15:00", "持续_秒": 480},
          ok({"指令号": "ZL-60217", "上注结果": "成功", "回执序号": 3389}))],
     "天枢-2的载荷开机指令已经上注成功（ZL-60217，回执3389），10月10号凌晨3点15分执行，开8分钟。",
     "指令、10月10号 03:15 = 凌晨3点15分、480 秒 = 8 分钟都是参数；指令号、上注成功、回执 3389 出自结果。",
     checks=[V("arguments.卫星", "天枢-2", "天枢-2"), V("output.data.指令号", "ZL-60217", "ZL-60217"),
             V("output.data.回执序号", 3389, "回执3389"), V("arguments.执行时间", "10-10 03:15", "10月10号凌晨3点15分"),
             V("arguments.持续_秒", 480), E(8, 480 / 60, "开8分钟")])


# ============================================================================ checks
def numbers_in(obj):
    out = []
    if isinstance(obj, bool) or obj is None:
        return out
    if isinstance(obj, (int, float)):
        return [float(obj)]
    if isinstance(obj, str):
        return [float(m.replace(",", "")) for m in re.findall(r"\d+(?:,\d{3})*(?:\.\d+)?", obj)]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += numbers_in(k) + numbers_in(v)
        return out
    if isinstance(obj, list):
        for v in obj:
            out += numbers_in(v)
    return out


def forms(x):
    base = [x, x / 100, x * 100, x / 1000, x * 1000, x * 1e4, x / 1e4, x * 1e8, x / 1e8]
    return base + [-f for f in base]


def close(v, f, rel):
    if f == 0:
        return v == 0
    return abs(v - f) <= rel * abs(f)


def get(results, ci, path):
    """follow a dotted path; a dict key that itself holds dots ("PM2.5") is matched greedily."""
    obj, parts = results[ci], path.split(".")
    while parts:
        part = parts.pop(0)
        if isinstance(obj, list):
            obj = obj[int(part)]
            continue
        while part not in obj and parts:
            part += "." + parts.pop(0)
        obj = obj[part]
    return obj


def num(v):
    assert not isinstance(v, bool) and v is not None, v
    return float(v.replace(",", "")) if isinstance(v, str) else float(v)


def covered_digits(nar, lits):
    cov = [False] * len(nar)
    for lit in lits:
        start = nar.find(lit)
        while start != -1:
            for k in range(start, start + len(lit)):
                cov[k] = True
            start = nar.find(lit, start + 1)
    return [k for k, ch in enumerate(nar) if ch in "0123456789" and not cov[k]]


def sentences(nar, lang):
    """rough sentence count of a one-paragraph answer (a lone capital before a period is an initial, not an end)."""
    if lang == "en":
        return 1 + len(re.findall(r"(?<!\s[A-Z])[.!?]\s+(?=\S)", nar.strip()))
    return 1 + len(re.findall(r"[。！？](?=.*[^\W_])", nar.strip()))


def run_checks(lang, cases, ids):
    log = []
    types, shapes, domains = {}, {}, {}
    lengths = {"short": 0, "medium": 0, "long": 0}
    n_checks = 0
    firsts = []
    for i, c in enumerate(cases):
        tag = f"{ids[i]} {c['type']}"
        types[c["type"]] = types.get(c["type"], 0) + 1
        lengths[c["length"]] += 1
        domains[c["domain"]] = domains.get(c["domain"], 0) + 1
        nar, results = c["narration"], c["results"]
        assert c["domain"] in DOMAINS[lang], tag
        # results: realistic successes only (no error, empty or pending outcome in this set)
        for r in results:
            assert r.get("http_status", 200) == 200, tag
            out = r["output"]
            assert isinstance(out, dict) and "error" not in out, tag
            if lang == "zh":
                assert out.get("code") == 0 and "data" in out, f"{tag}: zh result without a code-0 envelope"
        assert len({r["call_id"] for r in results}) == len(results), tag
        # length classes
        if c["length"] == "short":
            assert "\n" not in nar and sentences(nar, lang) == 1, f"{tag}: a short answer is one sentence"
        elif c["length"] == "medium":
            assert "\n" not in nar and 2 <= sentences(nar, lang) <= 4, f"{tag}: a medium answer is 2-4 sentences"
        else:
            assert "\n- " in nar or "\n|" in nar or "\n1. " in nar, f"{tag}: long answer without markdown"
        lits = []
        for kind, a, b, lit in c["checks"]:
            n_checks += 1
            if lit is not None:
                assert lit in nar, f"{tag}: literal {lit!r} not in narration"
                lits.append(lit)
            if kind == "value":
                ci, path, stated, tol = a
                val = get(results, ci, path)
                if isinstance(stated, str):
                    assert isinstance(val, str) and stated in val, f"{tag}: {path} = {val!r} does not hold {stated!r}"
                else:
                    v = num(val)
                    assert (v == 0 and stated == 0) or abs(stated - v) <= tol * abs(v) + 1e-12, \
                        f"{tag}: {path} = {v}, told {stated}"
            elif kind == "round":
                rel = abs(a - b) / abs(b)
                assert rel <= 0.005, f"{tag}: rounding {a} vs {b} off by {rel:.4%}"
            elif kind == "exact":
                assert abs(a - b) <= 1e-9 * max(1, abs(b)), f"{tag}: {a} != {b}"
            elif kind == "weekday":
                wd = dt.date.fromisoformat(a).strftime("%A")
                assert wd == b, f"{tag}: {a} is {wd}, not {b}"
        faithful = c["type"] in FAITHFUL_COUNTS
        if faithful:
            assert c["swap"] is None and c["shape"] is None, tag
            assert any(k == "value" for k, *_ in c["checks"]), f"{tag}: no value check"
        else:
            assert c["swap"], f"{tag}: distorted case without a swap"
            if c["type"] == "field_swap":
                assert c["shape"] in SHAPE_COUNTS, tag
                shapes[c["shape"]] = shapes.get(c["shape"], 0) + 1
                if c["shape"] == "crossed_pair":
                    assert len(c["swap"]) == 2, tag
                else:
                    assert len(c["swap"]) == 1, tag
            else:
                assert c["shape"] is None and len(c["swap"]) == 1 and len(results) >= 2, tag
            for s in c["swap"]:
                assert nar.count(s["lit"]) == 1, f"{tag}: swap literal {s['lit']!r} must occur exactly once"
                lits.append(s["lit"])
                (lci, lpath), (fci, fpath), stated = s["label"], s["from"], s["stated"]
                assert (lci, lpath) != (fci, fpath), tag
                true_v, from_v = num(get(results, lci, lpath)), num(get(results, fci, fpath))
                assert close(stated, from_v, 0.005), f"{tag}: told {stated} but {fpath} = {from_v}"
                bad = [f for f in forms(true_v) if close(stated, f, 0.01)]
                assert not bad, f"{tag}: told {stated} is within 1% of a form of the true {true_v}"
                if c["type"] == "field_swap":
                    assert lci == fci, f"{tag}: a same-call swap must come from the same call"
                else:
                    assert lci != fci, f"{tag}: a cross-call swap must come from another call"
                    pool = numbers_in(results[lci]["output"]) + numbers_in(results[lci]["arguments"])
                    clash = [x for x in pool for f in forms(x) if close(stated, f, 0.01)]
                    assert not clash, f"{tag}: cross-call value {stated} also sits in the labelled call ({clash})"
                first = re.search(r"\d", nar).start()
                at = nar.find(s["lit"])
                if at <= first < at + len(s["lit"]):
                    firsts.append(ids[i])
                log.append(f"  {tag}: {s['lit']!r} tells {stated} ({'call ' + str(fci) + ' ' if fci != lci else ''}"
                           f"{fpath}) where {lpath} = {true_v}")
        missing = covered_digits(nar, lits)
        assert not missing, f"{tag}: digits not accounted for: {[nar[max(0, k - 12):k + 12] for k in missing[:3]]}"
    dist = {t: n for t, n in types.items() if t in DISTORTED_COUNTS}
    faith = {t: n for t, n in types.items() if t in FAITHFUL_COUNTS}
    assert dist == DISTORTED_COUNTS, (lang, dist)
    assert faith == FAITHFUL_COUNTS, (lang, faith)
    assert shapes == SHAPE_COUNTS, (lang, shapes)
    assert lengths == LENGTH_COUNTS, (lang, lengths)
    assert set(domains) == set(DOMAINS[lang]) and all(6 <= n <= 7 for n in domains.values()), (lang, domains)
    log.append(f"  swap holds the first digit of the answer: {', '.join(sorted(set(firsts))) or 'none'}")
    return log, types, lengths, domains, n_checks


def build():
    seeds = {"en": 20271221, "zh": 20271222}
    print("set AP build/verify")
    for lang in ("en", "zh"):
        cases = CASES[lang]
        assert len(cases) == 50, (lang, len(cases))
        order = list(range(len(cases)))
        random.Random(seeds[lang]).shuffle(order)
        pos = {idx: n for n, idx in enumerate(order, 1)}
        ids = [f"ap-{lang}-{pos[i]:03d}" for i in range(len(cases))]
        log, types, lengths, domains, n_checks = run_checks(lang, cases, ids)
        print(f"[{lang}] {len(cases)} cases: {sum(1 for c in cases if c['type'] in FAITHFUL_COUNTS)} faithful, "
              f"{sum(1 for c in cases if c['type'] in DISTORTED_COUNTS)} distorted; lengths {lengths}; "
              f"{n_checks} value/arithmetic/literal/weekday checks passed; every digit accounted for")
        for line in sorted(log):
            print(line)
        short_id = lambda i: ids[i].rsplit("-", 1)[1]
        for key, vals in (("type", list(DISTORTED_COUNTS) + list(FAITHFUL_COUNTS)), ("shape", list(SHAPE_COUNTS)),
                          ("domain", DOMAINS[lang]), ("length", list(LENGTH_COUNTS))):
            for v in vals:
                got = sorted(short_id(i) for i, c in enumerate(cases) if c[key] == v)
                print(f"  {key} {v}: {', '.join(got)}")
        for cls in LENGTH_COUNTS:
            ls = [len(c["narration"]) for c in cases if c["length"] == cls]
            print(f"  {cls}: {min(ls)}-{max(ls)} chars")
        print("  results per case: " + ", ".join(
            f"{k} call(s): {sum(1 for c in cases if len(c['results']) == k)}" for k in (1, 2, 3)))
        path = os.path.join(HERE, f"ap_{lang}.jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for n, idx in enumerate(order, 1):
                c = cases[idx]
                faithful = c["type"] in FAITHFUL_COUNTS
                line = {"id": f"ap-{lang}-{n:03d}", "results": c["results"], "narration": c["narration"],
                        "label": {"faithful": faithful, "kinds": [] if faithful else ["field_swap"],
                                  "lang": lang, "type": c["type"], "note": c["note"]}}
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")
        with open(path, encoding="utf-8") as fh:
            rows = [json.loads(x) for x in fh]
        assert [r["id"] for r in rows] == [f"ap-{lang}-{n:03d}" for n in range(1, 51)]
        assert sum(r["label"]["faithful"] for r in rows) == 25
        print(f"  wrote {os.path.basename(path)} ({len(rows)} lines, seed {seeds[lang]})")
    print("all checks passed")


if __name__ == "__main__":
    build()
