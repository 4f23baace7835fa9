from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.render_cost_report_estimated_usd import RenderCostReportEstimatedUsd
    from ..models.render_cost_report_prices import RenderCostReportPrices
    from ..models.render_cost_report_stages_item import RenderCostReportStagesItem


T = TypeVar("T", bound="RenderCostReport")


@_attrs_define
class RenderCostReport:
    """
    Attributes:
        stages (list[RenderCostReportStagesItem]):
        cpu_seconds (float): CPU-seconds over all stages of all attempts that reported
        gpu_seconds (float): seconds a GPU encoder drew and encoded
        wall_seconds (float): from the request that queued the render to its delivery
        queue_seconds (float): time jobs waited on the queue for a node, added over attempts
        bytes_fetched (int): bytes nodes fetched into their caches (assets, segments, the composition)
        bytes_uploaded (int): bytes nodes uploaded (segments, the output)
        cache_hits (int):
        cache_misses (int):
        attempts (int): job attempts: one per scene and one assembly when nothing went wrong
        scenes_redone (int): scene attempts beyond one per scene: lost with their node, failed and retried, or finished
            after another copy
        unreported_attempts (int): attempts lost with their node, whose cost the node could not report
        credits_charged (float): credits the render was charged on delivery
        estimated_usd (RenderCostReportEstimatedUsd): estimated infrastructure cost at the operator-set prices
        prices (RenderCostReportPrices):
    """

    stages: list[RenderCostReportStagesItem]
    cpu_seconds: float
    gpu_seconds: float
    wall_seconds: float
    queue_seconds: float
    bytes_fetched: int
    bytes_uploaded: int
    cache_hits: int
    cache_misses: int
    attempts: int
    scenes_redone: int
    unreported_attempts: int
    credits_charged: float
    estimated_usd: RenderCostReportEstimatedUsd
    prices: RenderCostReportPrices
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stages = []
        for stages_item_data in self.stages:
            stages_item = stages_item_data.to_dict()
            stages.append(stages_item)

        cpu_seconds = self.cpu_seconds

        gpu_seconds = self.gpu_seconds

        wall_seconds = self.wall_seconds

        queue_seconds = self.queue_seconds

        bytes_fetched = self.bytes_fetched

        bytes_uploaded = self.bytes_uploaded

        cache_hits = self.cache_hits

        cache_misses = self.cache_misses

        attempts = self.attempts

        scenes_redone = self.scenes_redone

        unreported_attempts = self.unreported_attempts

        credits_charged = self.credits_charged

        estimated_usd = self.estimated_usd.to_dict()

        prices = self.prices.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "stages": stages,
                "cpuSeconds": cpu_seconds,
                "gpuSeconds": gpu_seconds,
                "wallSeconds": wall_seconds,
                "queueSeconds": queue_seconds,
                "bytesFetched": bytes_fetched,
                "bytesUploaded": bytes_uploaded,
                "cacheHits": cache_hits,
                "cacheMisses": cache_misses,
                "attempts": attempts,
                "scenesRedone": scenes_redone,
                "unreportedAttempts": unreported_attempts,
                "creditsCharged": credits_charged,
                "estimatedUsd": estimated_usd,
                "prices": prices,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.render_cost_report_estimated_usd import (
            RenderCostReportEstimatedUsd,
        )
        from ..models.render_cost_report_prices import RenderCostReportPrices
        from ..models.render_cost_report_stages_item import RenderCostReportStagesItem

        d = dict(src_dict)
        stages = []
        _stages = d.pop("stages")
        for stages_item_data in _stages:
            stages_item = RenderCostReportStagesItem.from_dict(stages_item_data)

            stages.append(stages_item)

        cpu_seconds = d.pop("cpuSeconds")

        gpu_seconds = d.pop("gpuSeconds")

        wall_seconds = d.pop("wallSeconds")

        queue_seconds = d.pop("queueSeconds")

        bytes_fetched = d.pop("bytesFetched")

        bytes_uploaded = d.pop("bytesUploaded")

        cache_hits = d.pop("cacheHits")

        cache_misses = d.pop("cacheMisses")

        attempts = d.pop("attempts")

        scenes_redone = d.pop("scenesRedone")

        unreported_attempts = d.pop("unreportedAttempts")

        credits_charged = d.pop("creditsCharged")

        estimated_usd = RenderCostReportEstimatedUsd.from_dict(d.pop("estimatedUsd"))

        prices = RenderCostReportPrices.from_dict(d.pop("prices"))

        render_cost_report = cls(
            stages=stages,
            cpu_seconds=cpu_seconds,
            gpu_seconds=gpu_seconds,
            wall_seconds=wall_seconds,
            queue_seconds=queue_seconds,
            bytes_fetched=bytes_fetched,
            bytes_uploaded=bytes_uploaded,
            cache_hits=cache_hits,
            cache_misses=cache_misses,
            attempts=attempts,
            scenes_redone=scenes_redone,
            unreported_attempts=unreported_attempts,
            credits_charged=credits_charged,
            estimated_usd=estimated_usd,
            prices=prices,
        )

        render_cost_report.additional_properties = d
        return render_cost_report

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
