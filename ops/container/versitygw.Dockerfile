# The compose farm's S3-compatible object store: Versity S3 Gateway over a directory, built from
# the module version pinned in test/services/versitygw (the server the tests run against).
# Credentials come from ROOT_ACCESS_KEY_ID and ROOT_SECRET_ACCESS_KEY; the control plane creates
# its bucket on start.
#
#   docker build -f ops/container/versitygw.Dockerfile -t framefleet-objectstore .
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY test/services/versitygw/go.mod test/services/versitygw/go.sum ./
RUN go build -o /versitygw github.com/versity/versitygw/cmd/versitygw

FROM debian:bookworm-slim
COPY --from=build /versitygw /usr/local/bin/versitygw
RUN mkdir -p /data/objects /data/meta
VOLUME /data
EXPOSE 9000
ENTRYPOINT ["versitygw", "--port", ":9000"]
# Object metadata in a sidecar directory: no extended attributes needed from the volume.
CMD ["posix", "--sidecar", "/data/meta", "/data/objects"]
