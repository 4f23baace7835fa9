from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_templates_response_200_data_item_parameters_item_kind_type_0 import (
    ListTemplatesResponse200DataItemParametersItemKindType0,
)
from ..models.list_templates_response_200_data_item_parameters_item_kind_type_1 import (
    ListTemplatesResponse200DataItemParametersItemKindType1,
)
from ..models.list_templates_response_200_data_item_parameters_item_kind_type_2 import (
    ListTemplatesResponse200DataItemParametersItemKindType2,
)
from ..models.list_templates_response_200_data_item_parameters_item_kind_type_3 import (
    ListTemplatesResponse200DataItemParametersItemKindType3,
)
from ..models.list_templates_response_200_data_item_parameters_item_kind_type_4 import (
    ListTemplatesResponse200DataItemParametersItemKindType4,
)
from ..models.list_templates_response_200_data_item_parameters_item_kind_type_5 import (
    ListTemplatesResponse200DataItemParametersItemKindType5,
)
from ..models.list_templates_response_200_data_item_parameters_item_media_kind_type_0 import (
    ListTemplatesResponse200DataItemParametersItemMediaKindType0,
)
from ..models.list_templates_response_200_data_item_parameters_item_media_kind_type_1 import (
    ListTemplatesResponse200DataItemParametersItemMediaKindType1,
)
from ..models.list_templates_response_200_data_item_parameters_item_media_kind_type_2 import (
    ListTemplatesResponse200DataItemParametersItemMediaKindType2,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.list_templates_response_200_data_item_parameters_item_default_type_1_type_0 import (
        ListTemplatesResponse200DataItemParametersItemDefaultType1Type0,
    )
    from ..models.list_templates_response_200_data_item_parameters_item_default_type_1_type_1 import (
        ListTemplatesResponse200DataItemParametersItemDefaultType1Type1,
    )
    from ..models.list_templates_response_200_data_item_parameters_item_default_type_1_type_2 import (
        ListTemplatesResponse200DataItemParametersItemDefaultType1Type2,
    )


T = TypeVar("T", bound="ListTemplatesResponse200DataItemParametersItem")


@_attrs_define
class ListTemplatesResponse200DataItemParametersItem:
    """
    Attributes:
        name (str): what timeline references name: {"$param": "<name>"}
        kind (ListTemplatesResponse200DataItemParametersItemKindType0 |
            ListTemplatesResponse200DataItemParametersItemKindType1 |
            ListTemplatesResponse200DataItemParametersItemKindType2 |
            ListTemplatesResponse200DataItemParametersItemKindType3 |
            ListTemplatesResponse200DataItemParametersItemKindType4 |
            ListTemplatesResponse200DataItemParametersItemKindType5): text, number, colour (CSS colour or brand:colors.*
            token), boolean, enum (one of options) or media
        description (str | Unset):
        required (bool | Unset): a value must be given (in the call or by the chosen preset); a required parameter has
            no default. Default false: then `default` is required
        default (bool | float | ListTemplatesResponse200DataItemParametersItemDefaultType1Type0 |
            ListTemplatesResponse200DataItemParametersItemDefaultType1Type1 |
            ListTemplatesResponse200DataItemParametersItemDefaultType1Type2 | str | Unset): the value when none is given: of
            the parameter's kind; a media default is {mediaId}, {url} or {sample: true}
        options (list[str] | Unset): enum: the allowed values
        media_kind (ListTemplatesResponse200DataItemParametersItemMediaKindType0 |
            ListTemplatesResponse200DataItemParametersItemMediaKindType1 |
            ListTemplatesResponse200DataItemParametersItemMediaKindType2 | Unset): media: the kind of item the parameter
            takes
        minimum (float | Unset): number: smallest allowed value
        maximum (float | Unset): number: largest allowed value
    """

    name: str
    kind: (
        ListTemplatesResponse200DataItemParametersItemKindType0
        | ListTemplatesResponse200DataItemParametersItemKindType1
        | ListTemplatesResponse200DataItemParametersItemKindType2
        | ListTemplatesResponse200DataItemParametersItemKindType3
        | ListTemplatesResponse200DataItemParametersItemKindType4
        | ListTemplatesResponse200DataItemParametersItemKindType5
    )
    description: str | Unset = UNSET
    required: bool | Unset = UNSET
    default: (
        bool
        | float
        | ListTemplatesResponse200DataItemParametersItemDefaultType1Type0
        | ListTemplatesResponse200DataItemParametersItemDefaultType1Type1
        | ListTemplatesResponse200DataItemParametersItemDefaultType1Type2
        | str
        | Unset
    ) = UNSET
    options: list[str] | Unset = UNSET
    media_kind: (
        ListTemplatesResponse200DataItemParametersItemMediaKindType0
        | ListTemplatesResponse200DataItemParametersItemMediaKindType1
        | ListTemplatesResponse200DataItemParametersItemMediaKindType2
        | Unset
    ) = UNSET
    minimum: float | Unset = UNSET
    maximum: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.list_templates_response_200_data_item_parameters_item_default_type_1_type_0 import (
            ListTemplatesResponse200DataItemParametersItemDefaultType1Type0,
        )
        from ..models.list_templates_response_200_data_item_parameters_item_default_type_1_type_1 import (
            ListTemplatesResponse200DataItemParametersItemDefaultType1Type1,
        )
        from ..models.list_templates_response_200_data_item_parameters_item_default_type_1_type_2 import (
            ListTemplatesResponse200DataItemParametersItemDefaultType1Type2,
        )

        name = self.name

        kind: str
        if (
            isinstance(
                self.kind, ListTemplatesResponse200DataItemParametersItemKindType0
            )
            or isinstance(
                self.kind, ListTemplatesResponse200DataItemParametersItemKindType1
            )
            or isinstance(
                self.kind, ListTemplatesResponse200DataItemParametersItemKindType2
            )
            or isinstance(
                self.kind, ListTemplatesResponse200DataItemParametersItemKindType3
            )
            or isinstance(
                self.kind, ListTemplatesResponse200DataItemParametersItemKindType4
            )
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        description = self.description

        required = self.required

        default: bool | dict[str, Any] | float | str | Unset
        if isinstance(self.default, Unset):
            default = UNSET
        elif (
            isinstance(
                self.default,
                ListTemplatesResponse200DataItemParametersItemDefaultType1Type0,
            )
            or isinstance(
                self.default,
                ListTemplatesResponse200DataItemParametersItemDefaultType1Type1,
            )
            or isinstance(
                self.default,
                ListTemplatesResponse200DataItemParametersItemDefaultType1Type2,
            )
        ):
            default = self.default.to_dict()
        else:
            default = self.default

        options: list[str] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options

        media_kind: str | Unset
        if isinstance(self.media_kind, Unset):
            media_kind = UNSET
        elif isinstance(
            self.media_kind,
            ListTemplatesResponse200DataItemParametersItemMediaKindType0,
        ) or isinstance(
            self.media_kind,
            ListTemplatesResponse200DataItemParametersItemMediaKindType1,
        ):
            media_kind = self.media_kind.value
        else:
            media_kind = self.media_kind.value

        minimum = self.minimum

        maximum = self.maximum

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "kind": kind,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if required is not UNSET:
            field_dict["required"] = required
        if default is not UNSET:
            field_dict["default"] = default
        if options is not UNSET:
            field_dict["options"] = options
        if media_kind is not UNSET:
            field_dict["mediaKind"] = media_kind
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_templates_response_200_data_item_parameters_item_default_type_1_type_0 import (
            ListTemplatesResponse200DataItemParametersItemDefaultType1Type0,
        )
        from ..models.list_templates_response_200_data_item_parameters_item_default_type_1_type_1 import (
            ListTemplatesResponse200DataItemParametersItemDefaultType1Type1,
        )
        from ..models.list_templates_response_200_data_item_parameters_item_default_type_1_type_2 import (
            ListTemplatesResponse200DataItemParametersItemDefaultType1Type2,
        )

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_kind(
            data: object,
        ) -> (
            ListTemplatesResponse200DataItemParametersItemKindType0
            | ListTemplatesResponse200DataItemParametersItemKindType1
            | ListTemplatesResponse200DataItemParametersItemKindType2
            | ListTemplatesResponse200DataItemParametersItemKindType3
            | ListTemplatesResponse200DataItemParametersItemKindType4
            | ListTemplatesResponse200DataItemParametersItemKindType5
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = ListTemplatesResponse200DataItemParametersItemKindType0(
                    data
                )

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = ListTemplatesResponse200DataItemParametersItemKindType1(
                    data
                )

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = ListTemplatesResponse200DataItemParametersItemKindType2(
                    data
                )

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = ListTemplatesResponse200DataItemParametersItemKindType3(
                    data
                )

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = ListTemplatesResponse200DataItemParametersItemKindType4(
                    data
                )

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_5 = ListTemplatesResponse200DataItemParametersItemKindType5(data)

            return kind_type_5

        kind = _parse_kind(d.pop("kind"))

        description = d.pop("description", UNSET)

        required = d.pop("required", UNSET)

        def _parse_default(
            data: object,
        ) -> (
            bool
            | float
            | ListTemplatesResponse200DataItemParametersItemDefaultType1Type0
            | ListTemplatesResponse200DataItemParametersItemDefaultType1Type1
            | ListTemplatesResponse200DataItemParametersItemDefaultType1Type2
            | str
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                default_type_1_type_0 = ListTemplatesResponse200DataItemParametersItemDefaultType1Type0.from_dict(
                    data
                )

                return default_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                default_type_1_type_1 = ListTemplatesResponse200DataItemParametersItemDefaultType1Type1.from_dict(
                    data
                )

                return default_type_1_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                default_type_1_type_2 = ListTemplatesResponse200DataItemParametersItemDefaultType1Type2.from_dict(
                    data
                )

                return default_type_1_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                bool
                | float
                | ListTemplatesResponse200DataItemParametersItemDefaultType1Type0
                | ListTemplatesResponse200DataItemParametersItemDefaultType1Type1
                | ListTemplatesResponse200DataItemParametersItemDefaultType1Type2
                | str
                | Unset,
                data,
            )

        default = _parse_default(d.pop("default", UNSET))

        options = cast(list[str], d.pop("options", UNSET))

        def _parse_media_kind(
            data: object,
        ) -> (
            ListTemplatesResponse200DataItemParametersItemMediaKindType0
            | ListTemplatesResponse200DataItemParametersItemMediaKindType1
            | ListTemplatesResponse200DataItemParametersItemMediaKindType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                media_kind_type_0 = (
                    ListTemplatesResponse200DataItemParametersItemMediaKindType0(data)
                )

                return media_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                media_kind_type_1 = (
                    ListTemplatesResponse200DataItemParametersItemMediaKindType1(data)
                )

                return media_kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            media_kind_type_2 = (
                ListTemplatesResponse200DataItemParametersItemMediaKindType2(data)
            )

            return media_kind_type_2

        media_kind = _parse_media_kind(d.pop("mediaKind", UNSET))

        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        list_templates_response_200_data_item_parameters_item = cls(
            name=name,
            kind=kind,
            description=description,
            required=required,
            default=default,
            options=options,
            media_kind=media_kind,
            minimum=minimum,
            maximum=maximum,
        )

        return list_templates_response_200_data_item_parameters_item
