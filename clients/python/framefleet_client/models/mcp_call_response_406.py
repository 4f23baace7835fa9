from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mcp_call_response_406_error import McpCallResponse406Error


T = TypeVar("T", bound="McpCallResponse406")


@_attrs_define
class McpCallResponse406:
    """The Accept header does not name both application/json and text/event-stream

    Attributes:
        jsonrpc (str):
        error (McpCallResponse406Error):
        id (Any | Unset):
    """

    jsonrpc: str
    error: McpCallResponse406Error
    id: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        jsonrpc = self.jsonrpc

        error = self.error.to_dict()

        id = self.id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "jsonrpc": jsonrpc,
                "error": error,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mcp_call_response_406_error import McpCallResponse406Error

        d = dict(src_dict)
        jsonrpc = d.pop("jsonrpc")

        error = McpCallResponse406Error.from_dict(d.pop("error"))

        id = d.pop("id", UNSET)

        mcp_call_response_406 = cls(
            jsonrpc=jsonrpc,
            error=error,
            id=id,
        )

        mcp_call_response_406.additional_properties = d
        return mcp_call_response_406

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
