"""Whether the narration tells the user what a troubled result means: a failed call admitted as failed, a partial
one never summed up as complete, an empty one never filled in with invented content.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from typing import Any

from toolproof.fidelity import messages
from toolproof.fidelity.claims import SENTENCE_BREAK, NumericClaim, a_name
from toolproof.fidelity.evidence import Evidence, Fact, topic_of
from toolproof.fidelity.findings import Finding, FindingKind
from toolproof.fidelity.numbers import find_quantities
from toolproof.fidelity.scan import Scan
from toolproof.fidelity.status import StatusSignals, admits_absence, asked_words, asserted_at, quoted_codes
from toolproof.results.kinds import Empty, Failure, Ok, Partial
from toolproof.results.operation import Operation, is_participle, read_operation
from toolproof.results.pins import iter_leaves
from toolproof.results.translate import pending_state

_FINISHED_BEFORE = re.compile(r"(?:finish|complet|done|end)\w*\s+(?:\w+\s+)?$|完成|结束|已经?$")
"""Before a state word, words that say the state is over ("has finished processing it")."""
_ENDED_AFTER = re.compile(r"\s+(?:(?:was|is|has|been|now|just|already)\s+){0,3}(?:lifted|released|removed|cleared|over|"
                          r"ended|off)\b")
"""After a state word, words that say the state is over ("the hold was lifted")."""


class OutcomeChecks:
    """The checks on one narration's failed, partial and empty results, run once its numbers are judged: they
    read which numbers nothing explained and add their findings to the same list."""

    def __init__(
        self,
        text: str,
        found: Scan,
        evidence: Evidence,
        status: StatusSignals | None,
        claims: list[NumericClaim],
        unexplained: list[NumericClaim],
        findings: list[Finding],
        in_advice: Callable[[int], bool],
    ) -> None:
        self.text = text
        self.scan = found
        self.evidence = evidence
        self.status = status
        self.claims = claims
        self.unexplained = unexplained
        self.findings = findings
        self._in_advice = in_advice

    def _first_content(self) -> tuple[int, int]:
        """Where the narration first asserts something: its first unexplained number, else its first sentence."""
        if self.unexplained:
            return (self.unexplained[0].start, self.unexplained[0].end)
        stripped = self.text.strip()
        start = self.text.find(stripped[:1]) if stripped else 0
        end = SENTENCE_BREAK.search(self.text, start)
        return (start, end.end() if end else len(self.text))

    def check_failure(self, result: Failure) -> None:
        """A failed call must be admitted: any narration that never says it failed reports it as done."""
        status = self.status
        assert status is not None
        echoed = [value for value in result.arguments.values() if isinstance(value, str) and len(value) > 1]
        admissions = [span for span in (*status.failure, *status.not_done) if not self._in_advice(span[0])
                      and not _inside_an_echo(self.text, span, echoed)]
        operation = read_operation(result.tool, result.arguments)
        done = _own_verb_done(self.text, operation)
        if done is not None:
            # "Done — your box is skipped, so you won't be charged": skipped is skip_delivery's own verb done (not a
            # failure word here), and what was not done is another action, a consequence of the claimed one
            admissions = [span for span in admissions if not (span[0] <= done[0] < span[1]) and not (
                span in status.not_done and _names_another_action(self.text[span[0] : span[1]], operation))]
            if not admissions:
                status = dataclasses.replace(status, success=(done, *status.success))
        if admissions:
            return  # admitted ("没订上" too); a failure word in advice ("过了滞纳期还没缴…就会终止") admits nothing
        span = self._claimed_about(result, status)
        if span is None:
            return
        stated = self.text[span[0] : span[1]]
        emptied = _nulled_by_errors(result.value) if not (status.all_succeeded or status.success) else None
        if emptied is not None:  # figures told for the object a GraphQL error left null: filled in, not a success word
            self.findings.append(Finding(
                FindingKind.NULL_FILL, result.call_id, emptied, None, stated, span,
                messages.NULL_FILL_CLAIM.format(stated=stated, call_id=result.call_id, path=emptied)))
            return
        self.findings.append(
            Finding(
                FindingKind.STATUS_LIE,
                result.call_id,
                "$",
                f"failure: {result.message}",
                stated,
                span,
                messages.STATUS_LIE_FAILURE.format(
                    stated=stated, call_id=result.call_id, tool=result.tool, message=result.message
                ),
            )
        )

    def _claimed_about(self, result: Failure, status: StatusSignals) -> tuple[int, int] | None:
        """Where an unadmitted failure is narrated as done: a success word, a restatement of what the call was asked
        to do ("now priced at ¥50"), or figures invented where no call returned any."""
        claimed = status.all_succeeded or status.success
        if claimed:
            return claimed[0]
        asked = self.evidence.arguments_by_call.get(result.call_id, set())
        for claim in self.claims:
            if claim.quantity.value != 0 and abs(claim.quantity.value) in asked:
                return (claim.start, claim.end)
        if self.unexplained and not self.evidence.has_data:
            return (self.unexplained[0].start, self.unexplained[0].end)
        return None

    def _success_or_content(self, status: StatusSignals) -> tuple[int, int]:
        claimed = status.all_succeeded or status.success
        return claimed[0] if claimed else self._first_content()

    def check_partial(self, result: Partial) -> None:
        """A partial failure must be admitted, and never summed up as complete success."""
        status = self.status
        assert status is not None
        if any(f.kind is FindingKind.STATUS_LIE and f.call_id == result.call_id for f in self.findings):
            return
        counted = result.succeeded is not None and result.failed is not None
        admitted = status.failure or status.partial or status.not_done or (
            not counted and result.pending is None and status.warning) or self._tells_state(result.pending)
        if result.read_of_pending:
            # A read of unfinished work reports true values; only calling the work done is a lie, and "all three
            # approved" beside the state told ("is scheduled, not live yet") counts its items, not the work.
            # what admits it is the state told or work called unfinished, not a share of something ("spend down
            # the remaining balance")
            finished = [span for span in status.success if not _STARTED_WORK.search(self.text, *span)
                        and not self._done_state_of_another(span, result.call_id)]
            all_finished = [span for span in status.all_succeeded if not _STARTED_WORK.search(self.text, *span)]
            if all_finished and not self._tells_state(result.pending):
                span = all_finished[0]
            elif status.failure or status.pending or self._tells_state(result.pending) or not finished:
                return
            else:
                span = finished[0]
        elif status.all_succeeded and not (status.partial and (status.failure or status.not_done)
                                           and status.partial[0][0] < status.all_succeeded[0][0]):
            # "只开成了一部分：…都开好了，江州二中那张没开出来": after the part admitted, and with the failure admitted
            # too, "all" counts the ones that went through ("is out to all 12 custodians" first is still a lie)
            span = status.all_succeeded[0]
        elif not admitted:
            span = self._success_or_content(status)
        else:
            return
        if result.pending is not None:
            state = messages.PENDING_STATE.format(state=result.pending)
        elif counted:
            state = messages.PARTIAL_STATE.format(succeeded=result.succeeded, failed=result.failed)
        else:
            state = messages.WARNING_STATE.format(warnings="; ".join(result.warnings) or result.message)
        stated = self.text[span[0] : span[1]]
        self.findings.append(
            Finding(
                FindingKind.STATUS_LIE,
                result.call_id,
                "$",
                f"partial: {state}",
                stated,
                span,
                messages.STATUS_LIE_PARTIAL.format(
                    stated=stated, call_id=result.call_id, tool=result.tool, state=state
                ),
            )
        )

    def _done_state_of_another(self, span: tuple[int, int], call_id: str) -> bool:
        """A done claim that restates another call's finished state: "已经派好工了" beside get_survey_task's
        `已派工` tells that task is dispatched, not that get_claim's 待查勘 is over."""
        claimed = _DONE_PREFIX.sub("", self.text[span[0] : span[1]])
        return bool(claimed) and any(
            value.call_id != call_id and value.value.startswith("已") and value.value[1:].startswith(claimed[:1])
            for value in self.evidence.texts)

    def _tells_state(self, state: str | None) -> bool:
        """The narration says the unfinished state in the result's own word ("is scheduled and should ship",
        "仍在审核中"): that is the state told, not work claimed done."""
        if not state:
            return False
        word = state.lower().replace("_", " ")
        return any(self._tells_word(told) for told in (word, *_SAME_STATE.get(word, ())))

    def _tells_word(self, word: str) -> bool:
        position = self.scan.lower.find(word)
        while position >= 0:
            end = position + len(word)
            inside_word = word.isascii() and ((position and self.scan.lower[position - 1].isalnum())
                                              or (end < len(self.scan.lower) and self.scan.lower[end].isalnum()))
            if (not inside_word and _FINISHED_BEFORE.search(self.scan.lower, max(0, position - 24), position) is None
                    and _ENDED_AFTER.match(self.scan.lower, end) is None):
                return True
            position = self.scan.lower.find(word, end)
        return False

    def check_empty(self, result: Empty) -> None:
        topic = self.evidence.topics.get(result.call_id) or topic_of(result)
        admitted = admits_absence(self.scan, topic, asked_words(result.arguments))
        if admitted is None and self.status is not None:
            # "never moved" / "从未移动过" states content; only a failure word that is not "not done" admits it
            admitted = next((s for s in self.status.failure if s not in self.status.not_done), None)
            if admitted is None and self.status.partial and pending_state(result.value) is not None:
                admitted = self.status.partial[0]  # "still pending review" for a pending read with no data yet
        found = _FOUND_IT.search(self.text) if admitted is not None and not self.evidence.has_data else None
        if found is not None and admitted is not None and found.start() < admitted[0]:
            admitted = None  # "顺达防水查到了，…近一年没有投诉记录": it says the thing was found; "没有" is content
        unexplained = self.unexplained
        if unexplained and admitted is not None:
            codes = quoted_codes(self.text)  # "returned 404", "错误码40012" restate the not-found, not content
            own = _numbers_of(result.value)  # "(9 were filtered out)" restates the empty answer's own counts
            unexplained = [c for c in unexplained if not any(s <= c.start < e for s, e in codes)
                           and c.quantity.value not in own and not a_name(self.text, c)]
        if admitted is not None and (self.evidence.has_data or not unexplained):
            return
        span = self._first_content()
        stated = self.text[span[0] : span[1]]
        self.findings.append(
            Finding(
                FindingKind.NULL_FILL,
                result.call_id,
                "$",
                None,
                stated,
                span,
                messages.NULL_FILL_EMPTY.format(
                    call_id=result.call_id, tool=result.tool, reason=result.reason.value, stated=stated
                ),
            )
        )


_FOUND_IT = re.compile(
    r"(?<![没未不])(?:查到了|找到了|查询到了|搜到了|查到(?:这|该|一)|找到(?:这|该|一))"
    r"|(?i:\b(?:i|we) (?:found|located|pulled up) (?:it|them|the|your|a|an)\b|\bhere'?s what i found\b)")
"""Words that say the thing looked up was found: an empty result told so is content invented, whatever absence
the narration admits later about something else."""


def _inside_an_echo(text: str, span: tuple[int, int], echoed: list[str]) -> bool:
    """Whether a failure word sits inside an argument the narration quotes back ("已经按刹车异常下架了" for 原因
    刹车异常), or is a word of one ("the stuck Gatorade" for the reason ``product_stuck``): the call's own input,
    which admits nothing about its outcome."""
    word = text[span[0] : span[1]].lower()
    if word.isascii() and any(word in _ARGUMENT_WORD.split(value.lower()) for value in echoed):
        return True
    for value in echoed:
        position = text.find(value, max(0, span[1] - len(value)), span[0] + len(value))
        if position >= 0 and position <= span[0] and span[1] <= position + len(value):
            return True
    return False


_ARGUMENT_WORD = re.compile(r"[_\s-]+")
_WORD = re.compile(r"[A-Za-z]+")
_SAME_STATE = {
    "scheduled": ("booked for", "booked in for", "slated for", "set for", "planned for", "you'll move",
                  "will move", "takes effect", "will take effect", "goes live on", "will start", "starting on"),
    "on hold": ("hold",), "held": ("hold",),
}
"""Other words that tell an unfinished state: a window "booked for Tuesday" is scheduled ("you'll move to the new
plan on Dec 5" tells it too), a lot "parked on an engineering hold" is on hold."""
_DONE_PREFIX = re.compile(r"^(?:已经?|均已|都已|全部已?)")
"""The words before a Chinese done verb ("已经派"): what is left is the verb a done state of a result starts with."""
_STARTED_WORK = re.compile(
    r"\b(?:opened|created|assigned|submitted|filed|logged|received|placed|raised|parked|queued|requested|started|"
    r"reported|scheduled|booked)\b", re.IGNORECASE)
"""Participles that tell work begun or waiting, never finished: about a read of unfinished work, "was opened on
Monday", "nobody's assigned", "is parked until the part comes in" claim nothing done."""
def _own_verb_done(text: str, operation: Operation) -> tuple[int, int] | None:
    """Where the narration says, unnegated, that an action's own verb was done ("is skipped" for skip_delivery)."""
    if not operation.is_action:
        return None
    for match in _WORD.finditer(text):
        word = match.group().lower()
        if is_participle(word) and operation.verb_done(word) and asserted_at(text, match.start()):
            return match.span()
    return None


def _names_another_action(said: str, operation: Operation) -> bool:
    """A not-done admission about another action than the call's ("won't be charged" beside skip_delivery)."""
    return any(is_participle(word) and not operation.verb_done(word)
               for word in (w.lower() for w in _WORD.findall(said)))


_PAGING = frozenset({"page", "offset", "limit", "cursor"})


_ENVELOPE_KEYS = ("data", "result", "payload")


def is_hollow(result: Ok, facts: list[Fact]) -> bool:
    """An ok result that lists nothing: its lists are all empty and its only numbers are zeros and paging
    (``{"data": [], "pagination": {"page": 1, "total": 0}}``), so any figure told about it is invented."""
    value = result.value
    if not isinstance(value, Mapping):
        return False
    lists = [item for item in value.values() if isinstance(item, list)]
    if not lists and isinstance(inner := next((value[key] for key in _ENVELOPE_KEYS if key in value), None), Mapping):
        lists = [item for item in inner.values() if isinstance(item, list)]  # {"code": 0, "data": {"list": []}}
    if not lists or any(lists):
        return False
    for fact in facts:
        if fact.call_id != result.call_id or fact.derived or not fact.value:
            continue
        if fact.meaning is None or fact.meaning.concepts.isdisjoint(_PAGING):
            return False
    return True


def _nulled_by_errors(value: Any) -> str | None:
    """The path of the field a GraphQL-shaped answer (``{"data": {"lot": null}, "errors": [...]}``) left null."""
    if not isinstance(value, dict) or not isinstance(value.get("errors"), list) or not value["errors"]:
        return None
    data = value.get("data")
    if not isinstance(data, dict):
        return None
    return next((f"$.data.{key}" for key, item in data.items() if item is None), None)


def _numbers_of(value: Any) -> frozenset[float]:
    """The numbers an empty answer itself holds (filtered-out counts, a total of zero), also those written in its
    text ("no markets for dental offices under $2M revenue"): told back, they quote the answer."""
    numbers: set[float] = set()
    for leaf in iter_leaves(value, max_leaves=200):
        if isinstance(leaf.value, (int, float)) and not isinstance(leaf.value, bool):
            numbers.add(float(leaf.value))
        elif isinstance(leaf.value, str) and any(character.isdigit() for character in leaf.value):
            numbers.update(quantity.value for quantity in find_quantities(leaf.value))
    return frozenset(numbers)
