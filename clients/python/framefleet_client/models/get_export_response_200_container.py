from enum import StrEnum


class GetExportResponse200Container(StrEnum):
    MP4 = "mp4"

    def __str__(self) -> str:
        return str(self.value)
