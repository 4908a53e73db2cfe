"""Pressure is a measured dimension (Pa, hPa, kPa, MPa, bar, psi, 百帕, 兆帕), and a unit an enclosing key
declares holds for the statistics inside it."""

from __future__ import annotations

from fidelity_case import R, kinds

PUMP = [R({"outlet_pressure_kpa": 850, "static_pressure_kpa": 320, "start_ms": 4200})]


def test_pressure_is_converted_between_its_units() -> None:
    assert kinds(PUMP, "出口压力0.85 MPa，静压0.32 MPa，启动用时4.2秒。") == set()
    assert kinds(PUMP, "出口压力0.58 MPa，静压0.32 MPa，启动用时4.2秒。") == {"numeric_drift"}


ZONE = [R({"pressure_psi": {"min": 38.2, "max": 91.6, "mean": 64.9}, "hours_below_40psi": 3.5})]


def test_statistics_under_a_key_with_a_unit_are_in_that_unit() -> None:
    """``min`` under ``pressure_psi`` is the lowest pressure, not minutes; 40 in ``hours_below_40psi`` is a
    threshold, so the field counts hours."""
    told = "Average pressure 64.9 psi; the lowest reading was {} psi, and it stayed below 40 psi for 3.5 hours."
    assert kinds(ZONE, told.format(38.2)) == set()
    assert kinds(ZONE, told.format(91.6)) == {"field_swap"}


def test_a_temperature_told_on_the_other_scale_is_converted() -> None:
    room = [R({"battery_temp_c": 24.1, "load_pct": 63.5})]
    assert kinds(room, "At 63.5% load the battery compartment is at 75.4 °F.") == set()
    assert kinds(room, "At 63.5% load the battery compartment is at 24.1 °C (75.4 °F).") == set()
    assert kinds(room, "At 63.5% load the battery compartment is at 57.4 °F.") == {"numeric_drift"}
    cold = [R({"avg_temp_f": 35.6})]
    assert kinds(cold, "The cold room averaged 35.6 °F (2.0 °C).") == set()


def test_inches_and_feet_are_lengths_and_what_a_measure_is_of_labels_it() -> None:
    storm = [R({"snowfall_mm": 254, "plow_hours": 46.5, "routes_cleared": 5})]
    assert kinds(storm, "The storm dropped 10 inches of snow; we logged 46.5 plow hours across five routes.") == set()
    assert kinds(storm, "The storm dropped 100 inches of snow; we logged 46.5 plow hours across five routes.") == {
        "numeric_drift"}
    tank = [R({"sludge_depth_in": 14.5, "scum_depth_in": 3.2})]
    assert kinds(tank, "The tank has 14.5 inches of sludge with 3.2 inches of scum on top.") == set()
    assert kinds(tank, "The tank has 3.2 inches of sludge with 14.5 inches of scum on top.") == {"field_swap"}


def test_a_sum_owed_is_a_negative_balance() -> None:
    account = [R({"member_id": "M-40318", "balance_cents": -1800, "guest_passes": 2})]
    assert kinds(account, "The account shows $18 owed and two guest passes left.") == set()
    assert kinds(account, "The account shows an $18 credit and two guest passes left.") == {"numeric_drift"}


def test_speeds_convert_between_units() -> None:
    record = [R({"record_ms": 28764, "top_speed_kph": 72.4})]
    assert kinds(record, "The record is 28.764 seconds, with a top speed of about 45 mph.") == set()
    assert kinds(record, "The record is 28.764 seconds, with a top speed of about 54 mph.") == {"numeric_drift"}


def test_a_rate_is_converted_by_its_measure_against_a_key_that_names_the_measure() -> None:
    """``pm10_ugm3`` is micrograms per cubic metre; a narration may give it in milligrams per cubic metre."""
    air = [R({"pm10_ugm3": 386, "pm25_ugm3": 121, "visibility_m": 3500})]
    assert kinds(air, "PM10 浓度 0.386 毫克/立方米，PM2.5 为 121 微克/立方米，能见度 3.5 公里。") == set()
    assert kinds(air, "PM10 浓度 0.0386 毫克/立方米，PM2.5 为 121 微克/立方米，能见度 3.5 公里。") == {"numeric_drift"}
    assert kinds(air, "PM10 is 386 µg/m³ and PM2.5 is 211 µg/m³.") == {"numeric_drift"}
