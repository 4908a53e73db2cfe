"""Tools and their strict contracts: a typed Python function, or a JSON Schema from MCP / OpenAI / Anthropic.

Both kinds answer the same two questions: does this decoded argument object satisfy the contract (and if
not, what exactly is wrong), and how do we run the call once it does.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, NamedTuple, get_type_hints

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model
from pydantic.errors import PydanticUserError

from toolproof.contract import problems as classify
from toolproof.contract.json_schema import InvalidSchemaError, close_objects, compile_validator, pattern_guard
from toolproof.contract.schema_nav import SchemaView
from toolproof.decision import Decision
from toolproof.levels import Level

_STRICT = ConfigDict(extra="forbid", strict=True, arbitrary_types_allowed=False)
_MODEL_ATTRIBUTES = frozenset(dir(BaseModel))


class ToolDefinitionError(ValueError):
    """A tool cannot be given a strict contract as declared (a programmer's error, raised at definition)."""


class NotExecutableError(RuntimeError):
    """The tool is known by its schema only (e.g. from TOOLS.json) and has no handler to run."""


class Invocation(NamedTuple):
    """A call whose arguments passed the contract: ready to run (an immutable tuple: one is made per call)."""

    tool: Tool
    arguments: Mapping[str, Any]
    """Keyword arguments for the tool's function (validated Python values)."""
    normalized: Mapping[str, Any]
    """The canonical JSON arguments (aliases applied): what the audit log and fingerprints see."""

    def run(self) -> Any:
        return self.tool.run(self)

    async def arun(self) -> Any:
        return await self.tool.arun(self)


class Tool:
    """What every tool has: an exact name, a description, a side-effect level, aliases and a schema."""

    name: str
    description: str
    level: Level
    level_declared: bool
    """False when nobody said how risky the tool is; the level then defaults to L1 (a write)."""
    aliases: Mapping[str, str]
    input_schema: dict[str, Any]
    """The strict JSON Schema of the arguments: every object closed, as it is enforced."""
    view: SchemaView
    is_async: bool

    def _init_common(
        self, name: str, description: str, level: Level | str | None, aliases: Mapping[str, str] | None
    ) -> None:
        if not isinstance(name, str) or not name:
            raise ToolDefinitionError("a tool needs a non-empty string name")
        self.name = name
        self.description = (description or "").strip()
        self.level_declared = level is not None
        self.level = Level.parse(level) if level is not None else Level.L1
        self.aliases = dict(aliases or {})

    def _check_aliases(self) -> None:
        declared = self.view.properties(self.input_schema)
        for alias, canonical in self.aliases.items():
            if canonical not in declared:
                raise ToolDefinitionError(f"{self.name}: alias {alias!r} points to unknown parameter {canonical!r}")
            if alias in declared:
                raise ToolDefinitionError(f"{self.name}: alias {alias!r} is itself a parameter name")

    def validate(self, arguments: Mapping[str, Any], text: str | None = None) -> Invocation | Decision:
        """Check decoded, alias-normalised arguments; ``text`` is their JSON when it is already at hand."""
        raise NotImplementedError

    def run(self, invocation: Invocation) -> Any:
        raise NotImplementedError

    async def arun(self, invocation: Invocation) -> Any:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name} {self.level.value}>"


class FunctionTool(Tool):
    """A typed Python function whose signature is the contract; validated by pydantic in strict mode."""

    def __init__(
        self,
        fn: Callable[..., Any],
        *,
        name: str | None = None,
        description: str | None = None,
        level: Level | str | None = None,
        aliases: Mapping[str, str] | None = None,
    ) -> None:
        from toolproof.contract.docstrings import parse_docstring

        doc = parse_docstring(inspect.getdoc(fn) or "")
        self._init_common(name or fn.__name__, description if description is not None else doc.summary, level, aliases)
        self.fn = fn
        self.is_async = inspect.iscoroutinefunction(fn)
        self._model, self._renamed = _arguments_model(fn, self.name, doc.params)
        self._validator = self._model.__pydantic_validator__
        schema = self._model.model_json_schema()
        schema.pop("title", None)
        _drop_property_titles(schema)
        self.input_schema = close_objects(schema)
        self.view = SchemaView(self.input_schema)
        self._pattern_guard = pattern_guard(self.input_schema)
        self._check_aliases()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Call the function directly, as written: no contract is checked on this path."""
        return self.fn(*args, **kwargs)

    def validate(self, arguments: Mapping[str, Any], text: str | None = None) -> Invocation | Decision:
        if text is None:
            text = json.dumps(arguments, ensure_ascii=False)
        try:
            model = self._validator.validate_json(text, strict=True, extra="forbid")
        except ValidationError as err:
            found, fixes = classify.from_pydantic(self.view, err.errors(include_url=False, include_context=False))
            return classify.refusal(self.name, found, fixes, arguments)
        if self._pattern_guard is not None:
            errors = list(self._pattern_guard.iter_errors(arguments))
            if errors:
                found, fixes = classify.from_jsonschema(self.view, errors)
                return classify.refusal(self.name, found, fixes, arguments)
        values = model.__dict__
        if self._renamed:
            values = {self._renamed.get(k, k): v for k, v in values.items()}
        return Invocation(self, values, arguments)

    def run(self, invocation: Invocation) -> Any:
        if self.is_async:
            raise TypeError(f"{self.name} is async; use arun()/acall()")
        return self.fn(**invocation.arguments)

    async def arun(self, invocation: Invocation) -> Any:
        result = self.fn(**invocation.arguments)
        if inspect.isawaitable(result):
            return await result
        return result


class SchemaTool(Tool):
    """A tool known by its JSON Schema (MCP, OpenAI, Anthropic or TOOLS.json shape), checked strictly."""

    def __init__(
        self,
        name: str,
        input_schema: Mapping[str, Any],
        *,
        description: str = "",
        level: Level | str | None = None,
        aliases: Mapping[str, str] | None = None,
        handler: Callable[[dict[str, Any]], Any | Awaitable[Any]] | None = None,
    ) -> None:
        self._init_common(name, description, level, aliases)
        try:
            self._validator = compile_validator(input_schema)
        except InvalidSchemaError as err:
            raise ToolDefinitionError(f"{name}: {err}") from None
        self.input_schema = self._validator.schema
        self.view = SchemaView(self.input_schema)
        self.handler = handler
        self.is_async = handler is not None and inspect.iscoroutinefunction(handler)
        self._check_aliases()

    def validate(self, arguments: Mapping[str, Any], text: str | None = None) -> Invocation | Decision:
        errors = list(self._validator.iter_errors(arguments))
        if errors:
            found, fixes = classify.from_jsonschema(self.view, errors)
            return classify.refusal(self.name, found, fixes, arguments)
        return Invocation(self, dict(arguments), arguments)

    def run(self, invocation: Invocation) -> Any:
        if self.handler is None:
            raise NotExecutableError(f"{self.name} has a schema but no handler to run it")
        result = self.handler(dict(invocation.arguments))
        if inspect.isawaitable(result):
            raise TypeError(f"{self.name} is async; use arun()/acall()")
        return result

    async def arun(self, invocation: Invocation) -> Any:
        if self.handler is None:
            raise NotExecutableError(f"{self.name} has a schema but no handler to run it")
        result = self.handler(dict(invocation.arguments))
        if inspect.isawaitable(result):
            return await result
        return result


def _arguments_model(
    fn: Callable[..., Any], tool_name: str, doc_params: Mapping[str, str]
) -> tuple[type[BaseModel], dict[str, str]]:
    """Build the strict pydantic model of a function's keyword arguments."""
    try:
        hints = get_type_hints(fn, include_extras=True)
    except Exception as err:
        raise ToolDefinitionError(f"{tool_name}: cannot resolve type hints ({err})") from None
    fields: dict[str, Any] = {}
    renamed: dict[str, str] = {}
    for index, param in enumerate(inspect.signature(fn).parameters.values()):
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD, param.POSITIONAL_ONLY):
            raise ToolDefinitionError(
                f"{tool_name}: parameter {param.name!r} is {param.kind.description}; "
                "a strict contract needs named parameters only"
            )
        if param.name not in hints:
            raise ToolDefinitionError(f"{tool_name}: parameter {param.name!r} has no type annotation")
        default = ... if param.default is param.empty else param.default
        extra: dict[str, Any] = {}
        if param.name in doc_params:
            extra["description"] = doc_params[param.name]
        field_name = param.name
        if param.name.startswith("_") or param.name in _MODEL_ATTRIBUTES or param.name.startswith("model_"):
            field_name = f"arg_{index}"
            extra["alias"] = param.name
            renamed[field_name] = param.name
        info = Field(default, **extra)
        fields[field_name] = (hints[param.name], info)
    try:
        model = create_model(f"{tool_name}_arguments", __config__=_STRICT, **fields)
    except (PydanticUserError, TypeError, NameError) as err:
        raise ToolDefinitionError(f"{tool_name}: {err}") from None
    return model, renamed


def _drop_property_titles(schema: dict[str, Any]) -> None:
    """Pydantic titles every property after its name; that is noise in a model's context window."""
    stack: list[Any] = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for sub in (node.get("properties") or {}).values():
                if isinstance(sub, dict):
                    sub.pop("title", None)
            stack.extend(v for v in node.values() if isinstance(v, (dict, list)))
        elif isinstance(node, list):
            stack.extend(node)
