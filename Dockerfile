# Build: docker build -t wakha .
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/connector ./cmd/connector

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/connector /connector
# The sample catalog, so the container answers something before a store is configured.
COPY testdata/catalog.json /catalog.json
ENV HTTP_ADDR=:8080 CATALOG_FILE=/catalog.json
EXPOSE 8080
USER nonroot
ENTRYPOINT ["/connector"]
CMD ["serve"]
