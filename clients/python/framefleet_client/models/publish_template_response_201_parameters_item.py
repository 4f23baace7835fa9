from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.publish_template_response_201_parameters_item_kind_type_0 import (
    PublishTemplateResponse201ParametersItemKindType0,
)
from ..models.publish_template_response_201_parameters_item_kind_type_1 import (
    PublishTemplateResponse201ParametersItemKindType1,
)
from ..models.publish_template_response_201_parameters_item_kind_type_2 import (
    PublishTemplateResponse201ParametersItemKindType2,
)
from ..models.publish_template_response_201_parameters_item_kind_type_3 import (
    PublishTemplateResponse201ParametersItemKindType3,
)
from ..models.publish_template_response_201_parameters_item_kind_type_4 import (
    PublishTemplateResponse201ParametersItemKindType4,
)
from ..models.publish_template_response_201_parameters_item_kind_type_5 import (
    PublishTemplateResponse201ParametersItemKindType5,
)
from ..models.publish_template_response_201_parameters_item_media_kind_type_0 import (
    PublishTemplateResponse201ParametersItemMediaKindType0,
)
from ..models.publish_template_response_201_parameters_item_media_kind_type_1 import (
    PublishTemplateResponse201ParametersItemMediaKindType1,
)
from ..models.publish_template_response_201_parameters_item_media_kind_type_2 import (
    PublishTemplateResponse201ParametersItemMediaKindType2,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.publish_template_response_201_parameters_item_default_type_1_type_0 import (
        PublishTemplateResponse201ParametersItemDefaultType1Type0,
    )
    from ..models.publish_template_response_201_parameters_item_default_type_1_type_1 import (
        PublishTemplateResponse201ParametersItemDefaultType1Type1,
    )
    from ..models.publish_template_response_201_parameters_item_default_type_1_type_2 import (
        PublishTemplateResponse201ParametersItemDefaultType1Type2,
    )


T = TypeVar("T", bound="PublishTemplateResponse201ParametersItem")


@_attrs_define
class PublishTemplateResponse201ParametersItem:
    """
    Attributes:
        name (str): what timeline references name: {"$param": "<name>"}
        kind (PublishTemplateResponse201ParametersItemKindType0 | PublishTemplateResponse201ParametersItemKindType1 |
            PublishTemplateResponse201ParametersItemKindType2 | PublishTemplateResponse201ParametersItemKindType3 |
            PublishTemplateResponse201ParametersItemKindType4 | PublishTemplateResponse201ParametersItemKindType5): text,
            number, colour (CSS colour or brand:colors.* token), boolean, enum (one of options) or media
        description (str | Unset):
        required (bool | Unset): a value must be given (in the call or by the chosen preset); a required parameter has
            no default. Default false: then `default` is required
        default (bool | float | PublishTemplateResponse201ParametersItemDefaultType1Type0 |
            PublishTemplateResponse201ParametersItemDefaultType1Type1 |
            PublishTemplateResponse201ParametersItemDefaultType1Type2 | str | Unset): the value when none is given: of the
            parameter's kind; a media default is {mediaId}, {url} or {sample: true}
        options (list[str] | Unset): enum: the allowed values
        media_kind (PublishTemplateResponse201ParametersItemMediaKindType0 |
            PublishTemplateResponse201ParametersItemMediaKindType1 | PublishTemplateResponse201ParametersItemMediaKindType2
            | Unset): media: the kind of item the parameter takes
        minimum (float | Unset): number: smallest allowed value
        maximum (float | Unset): number: largest allowed value
    """

    name: str
    kind: (
        PublishTemplateResponse201ParametersItemKindType0
        | PublishTemplateResponse201ParametersItemKindType1
        | PublishTemplateResponse201ParametersItemKindType2
        | PublishTemplateResponse201ParametersItemKindType3
        | PublishTemplateResponse201ParametersItemKindType4
        | PublishTemplateResponse201ParametersItemKindType5
    )
    description: str | Unset = UNSET
    required: bool | Unset = UNSET
    default: (
        bool
        | float
        | PublishTemplateResponse201ParametersItemDefaultType1Type0
        | PublishTemplateResponse201ParametersItemDefaultType1Type1
        | PublishTemplateResponse201ParametersItemDefaultType1Type2
        | str
        | Unset
    ) = UNSET
    options: list[str] | Unset = UNSET
    media_kind: (
        PublishTemplateResponse201ParametersItemMediaKindType0
        | PublishTemplateResponse201ParametersItemMediaKindType1
        | PublishTemplateResponse201ParametersItemMediaKindType2
        | Unset
    ) = UNSET
    minimum: float | Unset = UNSET
    maximum: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.publish_template_response_201_parameters_item_default_type_1_type_0 import (
            PublishTemplateResponse201ParametersItemDefaultType1Type0,
        )
        from ..models.publish_template_response_201_parameters_item_default_type_1_type_1 import (
            PublishTemplateResponse201ParametersItemDefaultType1Type1,
        )
        from ..models.publish_template_response_201_parameters_item_default_type_1_type_2 import (
            PublishTemplateResponse201ParametersItemDefaultType1Type2,
        )

        name = self.name

        kind: str
        if (
            isinstance(self.kind, PublishTemplateResponse201ParametersItemKindType0)
            or isinstance(self.kind, PublishTemplateResponse201ParametersItemKindType1)
            or isinstance(self.kind, PublishTemplateResponse201ParametersItemKindType2)
            or isinstance(self.kind, PublishTemplateResponse201ParametersItemKindType3)
            or isinstance(self.kind, PublishTemplateResponse201ParametersItemKindType4)
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
                self.default, PublishTemplateResponse201ParametersItemDefaultType1Type0
            )
            or isinstance(
                self.default, PublishTemplateResponse201ParametersItemDefaultType1Type1
            )
            or isinstance(
                self.default, PublishTemplateResponse201ParametersItemDefaultType1Type2
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
            self.media_kind, PublishTemplateResponse201ParametersItemMediaKindType0
        ) or isinstance(
            self.media_kind, PublishTemplateResponse201ParametersItemMediaKindType1
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
        from ..models.publish_template_response_201_parameters_item_default_type_1_type_0 import (
            PublishTemplateResponse201ParametersItemDefaultType1Type0,
        )
        from ..models.publish_template_response_201_parameters_item_default_type_1_type_1 import (
            PublishTemplateResponse201ParametersItemDefaultType1Type1,
        )
        from ..models.publish_template_response_201_parameters_item_default_type_1_type_2 import (
            PublishTemplateResponse201ParametersItemDefaultType1Type2,
        )

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_kind(
            data: object,
        ) -> (
            PublishTemplateResponse201ParametersItemKindType0
            | PublishTemplateResponse201ParametersItemKindType1
            | PublishTemplateResponse201ParametersItemKindType2
            | PublishTemplateResponse201ParametersItemKindType3
            | PublishTemplateResponse201ParametersItemKindType4
            | PublishTemplateResponse201ParametersItemKindType5
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = PublishTemplateResponse201ParametersItemKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = PublishTemplateResponse201ParametersItemKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = PublishTemplateResponse201ParametersItemKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_3 = PublishTemplateResponse201ParametersItemKindType3(data)

                return kind_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_4 = PublishTemplateResponse201ParametersItemKindType4(data)

                return kind_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_5 = PublishTemplateResponse201ParametersItemKindType5(data)

            return kind_type_5

        kind = _parse_kind(d.pop("kind"))

        description = d.pop("description", UNSET)

        required = d.pop("required", UNSET)

        def _parse_default(
            data: object,
        ) -> (
            bool
            | float
            | PublishTemplateResponse201ParametersItemDefaultType1Type0
            | PublishTemplateResponse201ParametersItemDefaultType1Type1
            | PublishTemplateResponse201ParametersItemDefaultType1Type2
            | str
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                default_type_1_type_0 = (
                    PublishTemplateResponse201ParametersItemDefaultType1Type0.from_dict(
                        data
                    )
                )

                return default_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                default_type_1_type_1 = (
                    PublishTemplateResponse201ParametersItemDefaultType1Type1.from_dict(
                        data
                    )
                )

                return default_type_1_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                default_type_1_type_2 = (
                    PublishTemplateResponse201ParametersItemDefaultType1Type2.from_dict(
                        data
                    )
                )

                return default_type_1_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                bool
                | float
                | PublishTemplateResponse201ParametersItemDefaultType1Type0
                | PublishTemplateResponse201ParametersItemDefaultType1Type1
                | PublishTemplateResponse201ParametersItemDefaultType1Type2
                | str
                | Unset,
                data,
            )

        default = _parse_default(d.pop("default", UNSET))

        options = cast(list[str], d.pop("options", UNSET))

        def _parse_media_kind(
            data: object,
        ) -> (
            PublishTemplateResponse201ParametersItemMediaKindType0
            | PublishTemplateResponse201ParametersItemMediaKindType1
            | PublishTemplateResponse201ParametersItemMediaKindType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                media_kind_type_0 = (
                    PublishTemplateResponse201ParametersItemMediaKindType0(data)
                )

                return media_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                media_kind_type_1 = (
                    PublishTemplateResponse201ParametersItemMediaKindType1(data)
                )

                return media_kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            media_kind_type_2 = PublishTemplateResponse201ParametersItemMediaKindType2(
                data
            )

            return media_kind_type_2

        media_kind = _parse_media_kind(d.pop("mediaKind", UNSET))

        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        publish_template_response_201_parameters_item = cls(
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

        return publish_template_response_201_parameters_item
