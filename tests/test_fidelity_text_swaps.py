"""Names, codes and categories told under another field: a row's text told with another row's value, and a text
whose label names a sibling field of its object."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fidelity_case import R, kinds
from toolproof.fidelity import verify, verify_line
from toolproof.fidelity.repair import repair
from toolproof.results import translate

HOLDS = [R({"count": 3, "holds": [
    {"container": "CAIU5592033", "hold": "CBP", "exam": "VACIS"},
    {"container": "MRDU3881265", "hold": "USDA", "exam": "tailgate"},
    {"container": "FFAU2148577", "hold": "freight", "exam": None}]}, tool="get_container_holds")]
INSPECTIONS = [R({"code": 0, "msg": "ok", "data": {"total": 2, "list": [
    {"箱号": "BEAU6672036", "布控类型": "人工查验", "状态": "待移箱"},
    {"箱号": "TCKU8203767", "布控类型": "掏箱查验", "状态": "查验中"}]}}, tool="get_inspection_list")]
METERS = [R({"order_id": "MX-2611-0552", "status": "completed", "old_meter": "M-4471902", "new_meter": "M-9930157"},
            tool="get_meter_exchange")]
ASSET = [R({"asset_id": "HPLC-07", "owner": "QC Chemistry", "calibrated_by": "Waters Field Service",
            "location": "Lab 2.14"}, tool="get_asset")]
COMMAND = [R({"team": "NW Team 7", "ic": "Dana Okerlund", "ops_section_chief": "Marcus Velez", "pio": "Jen Tsai"},
             tool="get_incident_org")]
INSTANCES = [R({"instances": [{"id": "i-0a1b", "type": "m5.large"}, {"id": "i-0c2d", "type": "m5.large"},
                              {"id": "i-0e3f", "type": "c6g.xlarge"}]}, tool="describe_instances")]
VISITS = [R({"items": [{"pet": "Bella", "time": "09:00", "vet": "Dr. Ames"},
                       {"pet": "Oscar", "time": "10:30", "vet": "Dr. Ng"}]}, tool="list_appointments")]
EXPORT = [R({"export_id": "EXP-1193", "status": "queued", "message_id": "m-8812"}, tool="start_export")]
MATCH = [R({"code": 0, "msg": "ok", "data": {"主队": "江城竞技", "客队": "海港联", "比分": "2:1"}}, tool="get_match")]
COVERAGE = [R({"coverages": {"liability": "100/300/100", "uninsured_motorist": "100/300"}}, tool="get_policy")]


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (HOLDS, "CAIU5592033 has a CBP hold pending a VACIS scan, MRDU3881265 is waiting on a USDA tailgate exam, and "
            "FFAU2148577 is on a freight hold with no exam ordered yet.", set()),
    (HOLDS, "CAIU5592033 has a CBP hold pending a VACIS scan, MRDU3881265 is waiting on a USDA tailgate exam, and "
            "FFAU2148577 is also on a CBP hold with no exam ordered yet.", {"field_swap"}),
    (INSPECTIONS, "- BEAU6672036：人工查验，待移箱\n- TCKU8203767：掏箱查验，查验中", set()),
    (INSPECTIONS, "- BEAU6672036：掏箱查验，待移箱\n- TCKU8203767：掏箱查验，查验中", {"field_swap"}),
])
def test_a_row_told_with_another_rows_text_is_a_swap(results: list[dict[str, Any]], narration: str,
                                                     expected: set[str]) -> None:
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("results", "narration", "expected"), [
    (METERS, "Done: the old meter M-4471902 came off and new meter M-9930157 went in.", set()),
    (METERS, "Done: the old meter M-9930157 came off and new meter M-4471902 went in.", {"field_swap"}),
    (ASSET, "HPLC-07 in Lab 2.14 belongs to QC Chemistry and was last calibrated by Waters Field Service.", set()),
    (ASSET, "HPLC-07 in Lab 2.14 belongs to Waters Field Service and was last calibrated by QC Chemistry.",
     {"field_swap"}),
    (COMMAND, "NW Team 7 takes over with Dana Okerlund as IC and Jen Tsai as PIO.", set()),
    (COMMAND, "NW Team 7 takes over with Marcus Velez as IC and Jen Tsai as PIO.", {"field_swap"}),
])
def test_a_text_whose_label_names_its_sibling_is_a_swap(results: list[dict[str, Any]], narration: str,
                                                        expected: set[str]) -> None:
    assert kinds(results, narration) == expected


@pytest.mark.parametrize(("results", "narration"), [
    (INSTANCES, "Three instances: two m5.large (i-0a1b and i-0c2d) and one c6g.xlarge (i-0e3f)."),
    (VISITS, "Two visits tomorrow: Bella at 9:00 with Dr. Ames, Oscar at 10:30 with Dr. Ng."),
    (EXPORT, "Your data export is queued (EXP-1193); the confirmation email is message m-8812."),
    (MATCH, "江城竞技主场2:1击败海港联。"),
    (COVERAGE, "Liability limits: 100/300/100. Uninsured motorist: 100/300."),
])
def test_texts_told_beside_their_own_names_are_faithful(results: list[dict[str, Any]], narration: str) -> None:
    assert kinds(results, narration) == set()


def test_the_finding_names_the_field_and_the_repair_tells_its_value() -> None:
    narration = "Done: the old meter M-9930157 came off."
    finding = verify_line({"id": "x", "results": METERS, "narration": narration})["findings"][0]
    assert (finding["path"], finding["expected"], finding["stated"]) == ("$.old_meter", "M-4471902", "M-9930157")
    start, end = finding["span"]
    assert narration[start:end] == "M-9930157"
    results = [translate(METERS[0]["output"], call_id="c1", tool="get_meter_exchange")]
    assert repair(verify(results, narration), results).text == "Done: the old meter M-4471902 came off."


def test_a_date_field_is_not_named_by_a_person_told_beside_it() -> None:
    paid = [R({"attendant": "R. Okoye", "paid_at": "2027-10-02T23:41:00-07:00", "amount_usd": 12500})]
    assert kinds(paid, "The $12,500 jackpot was hand-paid by R. Okoye at 11:41 pm.") == set()


_PIECES = ["CAIU5592033", "MRDU3881265", "FFAU2148577", "CBP", "USDA", "freight", "VACIS", "tailgate", "hold", "exam",
           " is on a ", ", ", ". ", "\n- ", "：", " as ", "old meter ", "M-9930157", "IC", "人工查验", "掏箱查验"]


@given(st.lists(st.sampled_from(_PIECES), max_size=24))
def test_any_narration_of_the_texts_is_read_without_raising_and_spans_quote_a_value(pieces: list[str]) -> None:
    narration = "".join(pieces)
    for results in (HOLDS, METERS, INSPECTIONS, COMMAND):
        answer = verify_line({"id": "x", "results": results, "narration": narration})
        for finding in answer["findings"]:
            start, end = finding["span"]
            assert 0 <= start < end <= len(narration)
            if finding["kind"] == "field_swap" and isinstance(finding["expected"], str):
                assert narration[start:end].lower() == str(finding["stated"]).lower()


def test_a_label_that_describes_the_thing_of_a_sibling_told_before_it_is_no_swap() -> None:
    """"Schmidt's insured canola": insured qualifies canola as Schmidt's (the insured), it does not name canola as
    the insured."""
    policy = [R({"insured": "Schmidt Grain Co", "crop": "canola", "insured_acres": 865})]
    assert kinds(policy, "Schmidt's insured canola is 865 acres, about 350 hectares.") == set()
    assert kinds(policy, "Insured: canola, 865 acres.") == {"field_swap"}


def test_a_label_whose_own_value_follows_in_an_aside_is_no_swap() -> None:
    """"one shipment to LGB8 (FBA18M0QZ7K2)": shipment names the id told in the aside, not LGB8."""
    plan = [R({"shipments": [{"shipmentId": "FBA18M0QZ7K2", "destination": "LGB8"}]})]
    assert kinds(plan, "Amazon put it all in one shipment to LGB8 (FBA18M0QZ7K2).") == set()
    assert kinds(plan, "Amazon put it all in one shipment LGB8, going to FBA18M0QZ7K2.") == {"field_swap"}


def test_a_rows_null_text_told_with_the_other_rows_value_is_filled_in() -> None:
    """Elm Street's spore test is still incubating (result null): "Elm Street M11: negative" fills it."""
    tests = [R({"tests": [{"office": "Bayview", "result": "negative"},
                          {"office": "Elm Street", "result": None, "status": "incubating"},
                          {"office": "Westfield", "result": "negative"}]})]
    assert kinds(tests, "- Bayview: negative\n- Elm Street: still incubating\n- Westfield: negative") == set()
    assert kinds(tests, "- Bayview: negative\n- Elm Street: negative\n- Westfield: negative") == {"null_fill"}


def test_a_label_whose_own_value_follows_in_the_same_clause_is_no_swap() -> None:
    """"Meds: Ruby S. gets her amoxicillin": Meds names the amoxicillin told in the clause, not Ruby S."""
    meds = [R({"meds_to_give": [{"child": "Ruby S.", "med": "amoxicillin", "time": "12:00"}], "rooms": 5})]
    assert kinds(meds, "- Meds: Ruby S. gets her amoxicillin at noon\n- Rooms: 5") == set()
    assert kinds(meds, "- Meds: Ruby S., and amoxicillin at noon\n- Rooms: 5") == {"field_swap"}
