"""Tiny helpers shared by cases_en.py and cases_zh.py (set AA, hand-written)."""


def R(call_id, tool, arguments, output, http_status=None):
    """One tool result, in the `toolproof verify` input shape."""
    r = {"call_id": call_id, "tool": tool, "arguments": arguments}
    if http_status is not None:
        r["http_status"] = http_status
    r["output"] = output
    return r


def C(type, style, results, narration, note, *, drift=(), span=None, checks=(), exact=(),
      weekdays=(), kinds=None, labels=(), swap=None):
    """One case.

    type      label.type
    style     S (one sentence), M (two to four sentences), L (long, markdown)
    drift     numeric values of the one drifted claim (signed, in every normalised form it can be read as)
    span      the text of the distorted claim, which must occur in the narration
    checks    (what, stated, true): a rounded / converted / derived value, must be within 0.5 % relative
    exact     (what, left, right): arithmetic that must hold exactly (to 1e-6)
    weekdays  (iso_date, weekday name) pairs the narration states
    kinds     override of the expected kinds (only the 404 null_fill cases use it)
    labels    zh only: (label said in the answer, field it stands for, is_jargon)
    swap      field swaps: (stated value, true value, call_id the stated value was taken from)
    """
    return dict(type=type, style=style, results=list(results), narration=narration, note=note,
                drift=list(drift), span=span, checks=list(checks), exact=list(exact),
                weekdays=list(weekdays), kinds=kinds, labels=list(labels), swap=swap)
