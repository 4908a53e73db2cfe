"""Description lint: each rule fires on wording that is missing (English and Chinese) and stays quiet on a
description that has it; ``toolproof lint`` reports findings and fails on warnings and errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import pytest
from pydantic import BaseModel, Field

import tools_for_golden as golden
from toolproof import SchemaTool, tool
from toolproof.cli import main
from toolproof.contract.lint import Finding, Severity, has_problems, lint_tool, lint_tools

GOOD_EN = (
    "Archive a finished project so it no longer shows in the project list; it can be restored later. "
    "Use when the user says a project is done. Does not delete any files."
)
GOOD_ZH = "归档已完成的项目，使其不再出现在项目列表中，之后可以恢复。当用户说项目已完成时使用。不会删除任何文件。"
GOOD_READ_ZH = "按客户编号查询最近的订单列表。只读，不修改任何数据。当用户询问订单状态时使用。"


def probe(
    description: str,
    *,
    name: str = "archive_project",
    level: str | None = "L1",
    properties: dict[str, Any] | None = None,
) -> SchemaTool:
    schema = {
        "type": "object",
        "properties": properties or {"project_id": {"type": "string", "description": "The project."}},
    }
    return SchemaTool(name, schema, description=description, level=level)


def codes(findings: list[Finding]) -> list[str]:
    return [f.code for f in findings]


@pytest.mark.parametrize("description", [GOOD_EN, GOOD_ZH], ids=["en", "zh"])
def test_a_complete_description_has_no_findings(description: str) -> None:
    assert lint_tool(probe(description)) == []


def test_a_complete_read_only_chinese_description_at_l0_has_no_findings() -> None:
    assert lint_tool(probe(GOOD_READ_ZH, name="query_orders", level="L0")) == []


def test_the_representative_typed_tools_only_lack_parameter_descriptions() -> None:
    findings = lint_tools(golden.GOLDEN_TOOLS)
    assert [(f.tool, f.code) for f in findings] == [("search_orders", "parameter-undescribed")]
    assert findings[0].message.endswith("filters, tags, sort")


# -- description present, purpose ---------------------------------------------------------------------------


def test_a_missing_description_is_an_error_and_silences_the_wording_rules() -> None:
    findings = lint_tool(probe(""))
    assert codes(findings) == ["description-missing"]
    assert findings[0].severity is Severity.ERROR


@pytest.mark.parametrize(
    "description",
    [
        "Archive project. Use when the user says so. Does not delete files. It can be restored later.",
        "Archive it. Use when the user says so. Does not delete files. It can be restored later.",
    ],
)
def test_a_first_sentence_that_does_not_say_what_the_tool_does_is_flagged(description: str) -> None:
    assert codes(lint_tool(probe(description))) == ["purpose-unclear"]


def test_a_short_chinese_first_sentence_is_flagged_and_a_full_one_is_not() -> None:
    assert codes(lint_tool(probe("归档。当用户说项目已完成时使用。不会删除文件。可以恢复。"))) == ["purpose-unclear"]
    assert codes(lint_tool(probe("归档已完成的项目。当用户说项目已完成时使用。不会删除文件。可以恢复。"))) == []


# -- what it does not do, when to call it, side effects -------------------------------------------------------


@pytest.mark.parametrize(
    ("description", "missing"),
    [
        (
            "Archive a finished project; it can be restored later. Use when the user says a project is done.",
            "limits-missing",
        ),
        ("Archive a finished project; it can be restored later. Does not delete any files.", "when-missing"),
        (
            "Archive a finished project. Use when the user says a project is done. Does not delete any files.",
            "effects-missing",
        ),
        ("归档已完成的项目，之后可以恢复。当用户说项目已完成时使用。", "limits-missing"),
        ("归档已完成的项目，之后可以恢复。不会删除任何文件。", "when-missing"),
        ("归档已完成的项目。当用户说项目已完成时使用。不会删除任何文件。", "effects-missing"),
    ],
    ids=["en-limits", "en-when", "en-effects", "zh-limits", "zh-when", "zh-effects"],
)
def test_each_missing_part_is_named(description: str, missing: str) -> None:
    findings = lint_tool(probe(description))
    assert codes(findings) == [missing]
    assert findings[0].severity is Severity.WARNING


@pytest.mark.parametrize(
    "when",
    [
        "Call this only after the user confirmed the amount.",
        "Use it to close a sprint.",
        "Run whenever a build ends.",
        "在用户确认金额之后调用。",
        "适用于季度结算。",
        "如果用户要求关闭项目，调用此工具。",
    ],
)
def test_when_wordings_are_recognised(when: str) -> None:
    description = f"Archive a finished project; it can be restored later. Does not delete files. {when}"
    assert "when-missing" not in codes(lint_tool(probe(description)))


@pytest.mark.parametrize(
    "effect",
    [
        "This cannot be undone.",
        "The change is permanent.",
        "Read-only.",
        "No side effects.",
        "It is reversible.",
        "删除后不可恢复。",
        "此操作无法撤销。",
        "只读。",
        "可以撤销。",
    ],
)
def test_side_effect_and_reversibility_wordings_are_recognised(effect: str) -> None:
    description = f"Close a finished project for everyone. Use when the user says it is done. Never emails. {effect}"
    assert "effects-missing" not in codes(lint_tool(probe(description, level="L2")))


# -- parameters ------------------------------------------------------------------------------------------------


def test_parameters_without_descriptions_are_listed() -> None:
    findings = lint_tool(
        probe(
            GOOD_EN,
            properties={
                "project_id": {"type": "string"},
                "reason": {"type": "string"},
                "notify": {"type": "boolean", "description": "Tell the team."},
            },
        )
    )
    assert codes(findings) == ["parameter-undescribed"]
    assert findings[0].message == "parameters without a description: project_id, reason"


def test_docstring_and_annotated_descriptions_count_as_described() -> None:
    @tool(level="L1", description=GOOD_EN)
    def archive_project(project_id: str, reason: Annotated[str, Field(description="Why.")]) -> None:
        """Ignored summary.

        Args:
            project_id: The project to archive.
        """

    assert lint_tool(archive_project) == []


class Destination(BaseModel):
    """Where the shipment goes: a warehouse code and a dock number."""

    warehouse: str
    dock: int


def test_a_model_parameter_described_by_its_own_docstring_counts() -> None:
    @tool(level="L1", description=GOOD_EN)
    def ship(destination: Destination, carrier: golden.Address) -> None: ...

    findings = lint_tool(ship)
    assert codes(findings) == ["parameter-undescribed"]
    assert findings[0].message == "parameters without a description: carrier"


# -- level plausibility ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "description"),
    [
        ("delete_user", "Look up a user. Read-only. Use when asked. Does not email."),
        ("sendInvoiceEmail", "Look up a user. Read-only. Use when asked. Does not email."),
        ("lookup_user", "Deletes a user's account. Use when asked. Does not email. Cannot be undone."),
        ("lookup_user", "It transfers money to another account. Use when asked. Only CNY. Cannot be undone."),
        ("用户", "删除用户的账号。当管理员要求时使用。不会删除订单。删除后不可恢复。"),
    ],
    ids=["name", "camel-name", "description", "description-after-lead-in", "zh"],
)
def test_a_write_verb_on_an_l0_tool_is_a_warning(name: str, description: str) -> None:
    findings = [f for f in lint_tool(probe(description, name=name, level="L0")) if f.code == "level-too-low"]
    assert findings and findings[0].severity is Severity.WARNING
    assert "declared L0" in findings[0].message


@pytest.mark.parametrize(
    "description",
    [
        "List books in a library. Read-only. Use when the user asks. Does not reserve them.",
        "Find orders. It does not delete or send anything. Use when asked. Read-only.",
        "查询订单。不会删除或修改订单。当用户询问时使用。只读。",
    ],
)
def test_nouns_and_negated_verbs_do_not_make_an_l0_tool_a_writer(description: str) -> None:
    assert "level-too-low" not in codes(lint_tool(probe(description, name="query_orders", level="L0")))


@pytest.mark.parametrize(
    "description",
    [
        "Close a project for everyone. Use when the user says it is done. Does not email. This cannot be undone.",
        "为所有人关闭项目。当用户说项目完成时使用。不会发送邮件。关闭后不可恢复。",
    ],
)
def test_a_description_that_says_irreversible_below_l2_is_a_warning(description: str) -> None:
    findings = lint_tool(probe(description, name="close_project", level="L1"))
    assert codes(findings) == ["level-too-low"]
    assert "declare L2" in findings[0].message


def test_a_negated_irreversibility_claim_is_not_one() -> None:
    description = (
        "Close a project. Use when the user says it is done. Does not email. "
        "The change is not permanent: it can be undone."
    )
    assert lint_tool(probe(description, name="close_project", level="L1")) == []


def test_a_destructive_name_at_l1_is_an_info() -> None:
    description = "Move a file to the trash; it can be restored for 30 days. Use when asked. Does not empty the trash."
    findings = lint_tool(probe(description, name="delete_file", level="L1"))
    assert codes(findings) == ["level-maybe-too-low"]
    assert findings[0].severity is Severity.INFO
    assert not has_problems(findings)


@pytest.mark.parametrize(
    ("name", "description", "reason"),
    [
        ("get_balance", "Fetch the balance of an account. Use when asked. Does not move money. Read-only.", "'get'"),
        ("list_orders", "Show recent orders. Use when asked. Does not change them. Read-only.", "'list'"),
        ("query_report", "Show a report. Use when asked. Does not change it. Read-only.", "'query'"),
        ("balance", "查询账户的当前余额。当用户询问余额时使用。只读，不修改任何数据。", "read-only"),
    ],
)
def test_a_read_tool_declared_l2_is_an_info(name: str, description: str, reason: str) -> None:
    findings = lint_tool(probe(description, name=name, level="L2"))
    assert codes(findings) == ["level-too-high"]
    assert findings[0].severity is Severity.INFO and reason in findings[0].message


def test_an_undeclared_level_is_an_info() -> None:
    findings = lint_tool(probe(GOOD_EN, level=None))
    assert codes(findings) == ["level-undeclared"]
    assert not has_problems(findings)


def test_findings_serialise_with_stable_fields() -> None:
    finding = lint_tool(probe(""))[0]
    assert finding.to_json() == {
        "code": "description-missing",
        "severity": "error",
        "tool": "archive_project",
        "message": finding.message,
    }


# -- toolproof lint ---------------------------------------------------------------------------------------------


def write_tools(tmp_path: Path, definitions: list[dict[str, Any]]) -> str:
    path = tmp_path / "TOOLS.json"
    path.write_text(json.dumps(definitions, ensure_ascii=False), encoding="utf-8")
    return str(path)


def definition(name: str, description: str, level: str) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "level": level,
        "inputSchema": {"type": "object", "properties": {"id": {"type": "string", "description": "Which one."}}},
    }


def test_cli_json_lists_findings_and_fails_on_a_warning(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = write_tools(
        tmp_path,
        [definition("delete_user", "Deletes a user account.", "L0"), definition("archive_project", GOOD_ZH, "L1")],
    )
    assert main(["lint", target, "--json"]) == 1
    printed = json.loads(capsys.readouterr().out)
    assert {f["tool"] for f in printed} == {"delete_user"}
    assert {f["code"] for f in printed} == {"limits-missing", "when-missing", "effects-missing", "level-too-low"}
    assert all(set(f) == {"code", "severity", "tool", "message"} for f in printed)


def test_cli_passes_with_only_infos_and_prints_a_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = write_tools(
        tmp_path, [definition("archive_project", GOOD_EN, "L1"), definition("get_report", GOOD_READ_ZH, "L2")]
    )
    assert main(["lint", target]) == 0
    out = capsys.readouterr().out
    assert "level-too-high" in out and "get_report" in out
    assert "2 tools checked: 0 errors, 0 warnings, 1 info" in out


def test_cli_reads_module_attributes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lint", "tools_for_golden:GOLDEN_TOOLS", "--json"]) == 1
    assert [f["code"] for f in json.loads(capsys.readouterr().out)] == ["parameter-undescribed"]
    assert main(["lint", "tools_for_golden:set_map_pin"]) == 0


def test_cli_usage_mistakes_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lint", "no_such_module_here:tools"]) == 2
    assert "cannot import" in capsys.readouterr().err
    broken = tmp_path / "broken.json"
    broken.write_text("[{", encoding="utf-8")
    assert main(["lint", str(broken)]) == 2
    assert "not JSON" in capsys.readouterr().err
