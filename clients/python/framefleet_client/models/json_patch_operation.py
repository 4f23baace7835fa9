from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.json_patch_operation_op_type_0 import JsonPatchOperationOpType0
from ..models.json_patch_operation_op_type_1 import JsonPatchOperationOpType1
from ..models.json_patch_operation_op_type_2 import JsonPatchOperationOpType2
from ..models.json_patch_operation_op_type_3 import JsonPatchOperationOpType3
from ..models.json_patch_operation_op_type_4 import JsonPatchOperationOpType4
from ..models.json_patch_operation_op_type_5 import JsonPatchOperationOpType5
from ..types import UNSET, Unset

T = TypeVar("T", bound="JsonPatchOperation")


@_attrs_define
class JsonPatchOperation:
    """
    Attributes:
        op (JsonPatchOperationOpType0 | JsonPatchOperationOpType1 | JsonPatchOperationOpType2 |
            JsonPatchOperationOpType3 | JsonPatchOperationOpType4 | JsonPatchOperationOpType5):
        path (str): JSON Pointer (RFC 6901)
        from_ (str | Unset):
        value (Any | Unset):
    """

    op: (
        JsonPatchOperationOpType0
        | JsonPatchOperationOpType1
        | JsonPatchOperationOpType2
        | JsonPatchOperationOpType3
        | JsonPatchOperationOpType4
        | JsonPatchOperationOpType5
    )
    path: str
    from_: str | Unset = UNSET
    value: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        op: str
        if (
            isinstance(self.op, JsonPatchOperationOpType0)
            or isinstance(self.op, JsonPatchOperationOpType1)
            or isinstance(self.op, JsonPatchOperationOpType2)
            or isinstance(self.op, JsonPatchOperationOpType3)
            or isinstance(self.op, JsonPatchOperationOpType4)
        ):
            op = self.op.value
        else:
            op = self.op.value

        path = self.path

        from_ = self.from_

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "op": op,
                "path": path,
            }
        )
        if from_ is not UNSET:
            field_dict["from"] = from_
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_op(
            data: object,
        ) -> (
            JsonPatchOperationOpType0
            | JsonPatchOperationOpType1
            | JsonPatchOperationOpType2
            | JsonPatchOperationOpType3
            | JsonPatchOperationOpType4
            | JsonPatchOperationOpType5
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_0 = JsonPatchOperationOpType0(data)

                return op_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_1 = JsonPatchOperationOpType1(data)

                return op_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_2 = JsonPatchOperationOpType2(data)

                return op_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_3 = JsonPatchOperationOpType3(data)

                return op_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                op_type_4 = JsonPatchOperationOpType4(data)

                return op_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            op_type_5 = JsonPatchOperationOpType5(data)

            return op_type_5

        op = _parse_op(d.pop("op"))

        path = d.pop("path")

        from_ = d.pop("from", UNSET)

        value = d.pop("value", UNSET)

        json_patch_operation = cls(
            op=op,
            path=path,
            from_=from_,
            value=value,
        )

        json_patch_operation.additional_properties = d
        return json_patch_operation

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
