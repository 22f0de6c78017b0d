"""Convert plain dataclass states to JSON-ready values and back, guided by type hints.

Supported field types: bool, int, float, str, None, Enum, dataclasses, list[X], tuple[X, ...],
tuple[X, Y], set[X], frozenset[X], dict[K, V] (K: str, int or Enum), Optional/Union with None,
and typing.Any (kept as is; must already be JSON-ready). Decoding validates types and raises
``SerialError`` with the path of the bad value, so a hostile save cannot build a broken state.
"""

from __future__ import annotations

import dataclasses
import enum
import sys
import types
import typing
from functools import cache
from typing import Any, Union, get_args, get_origin

MAX_DEPTH = 64


class SerialError(ValueError):
    """A value that does not fit the state's types."""


def to_jsonable(value: Any) -> Any:
    """A JSON-ready copy of ``value`` (dataclass → dict, tuple/set → list, Enum → value)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in _fields(type(value))}
    if isinstance(value, dict):
        return [[to_jsonable(k), to_jsonable(v)] for k, v in value.items()]
    if isinstance(value, (set, frozenset)):
        return sorted((to_jsonable(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    raise SerialError(f"cannot serialize {type(value).__name__}")


def from_jsonable(tp: Any, data: Any, path: str = "$", depth: int = 0) -> Any:
    """Rebuild a value of type ``tp`` from ``to_jsonable`` output, validating as it goes."""
    if depth > MAX_DEPTH:
        raise SerialError(f"{path}: nested too deeply")
    if tp is Any:
        return data
    origin = get_origin(tp)
    if origin is Union or (sys.version_info >= (3, 10) and origin is types.UnionType):
        args = get_args(tp)
        if data is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return from_jsonable(arg, data, path, depth + 1)
            except SerialError as exc:
                errors.append(str(exc))
        raise SerialError(f"{path}: no alternative fits ({'; '.join(errors)})")
    if tp is type(None):
        if data is not None:
            raise SerialError(f"{path}: expected null")
        return None
    if tp is bool:
        if not isinstance(data, bool):
            raise SerialError(f"{path}: expected true/false")
        return data
    if tp is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise SerialError(f"{path}: expected an integer")
        return data
    if tp is float:
        if not isinstance(data, (int, float)) or isinstance(data, bool):
            raise SerialError(f"{path}: expected a number")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise SerialError(f"{path}: expected text")
        return data
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError as exc:
            raise SerialError(f"{path}: {exc}") from None
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise SerialError(f"{path}: expected an object")
        hints = _hints(tp)
        kwargs = {}
        for f in _fields(tp):
            if f.name not in data:
                raise SerialError(f"{path}.{f.name}: missing")
            kwargs[f.name] = from_jsonable(hints[f.name], data[f.name], f"{path}.{f.name}", depth + 1)
        extra = set(data) - {f.name for f in _fields(tp)}
        if extra:
            raise SerialError(f"{path}: unknown fields {sorted(extra)}")
        try:
            return tp(**kwargs)
        except (TypeError, ValueError) as exc:
            raise SerialError(f"{path}: {exc}") from None
    if origin in (list, tuple, set, frozenset, dict) and not isinstance(data, list):
        raise SerialError(f"{path}: expected a list")
    args = get_args(tp)
    if origin is list:
        (item,) = args or (Any,)
        return [from_jsonable(item, v, f"{path}[{i}]", depth + 1) for i, v in enumerate(data)]
    if origin in (set, frozenset):
        (item,) = args or (Any,)
        return origin(from_jsonable(item, v, f"{path}[{i}]", depth + 1) for i, v in enumerate(data))
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_jsonable(args[0], v, f"{path}[{i}]", depth + 1) for i, v in enumerate(data))
        if args and len(args) != len(data):
            raise SerialError(f"{path}: expected {len(args)} items")
        if not args:
            return tuple(data)
        return tuple(from_jsonable(a, v, f"{path}[{i}]", depth + 1) for i, (a, v) in enumerate(zip(args, data)))
    if origin is dict:
        kt, vt = args or (Any, Any)
        out = {}
        for i, pair in enumerate(data):
            if not isinstance(pair, list) or len(pair) != 2:
                raise SerialError(f"{path}[{i}]: expected a [key, value] pair")
            out[from_jsonable(kt, pair[0], f"{path}[{i}].key", depth + 1)] = from_jsonable(
                vt, pair[1], f"{path}[{i}].value", depth + 1
            )
        return out
    raise SerialError(f"{path}: unsupported type {tp!r}")


@cache
def _fields(tp: type) -> tuple[dataclasses.Field, ...]:
    return tuple(f for f in dataclasses.fields(tp) if f.init)


@cache
def _hints(tp: type) -> dict[str, Any]:
    module = sys.modules.get(tp.__module__)
    return typing.get_type_hints(tp, globalns=vars(module) if module else None)
