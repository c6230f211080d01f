# rxlint in a container:
#
#   docker build -t rxlint .                       # Swift only (the default, smallest image)
#   docker build --target objc -t rxlint:objc .    # also Objective-C (adds libclang, ~120 MB)
#   docker run --rm -v "$PWD:/src" rxlint Sources/
#
# The build stage makes the release binary with scripts/release.sh (the Swift standard library
# and Foundation linked in statically, checked and packed as for a GitHub release); the runtime
# stages are Debian slim with that one file, git (rxlint asks it for the project root and for
# --staged) and nothing of Swift.

FROM swift:6.3.1-bookworm AS build
WORKDIR /src
COPY . .
# The toolchain's libclang goes to /out too, as a file (it is a chain of symbolic links), for
# the objc image.
RUN scripts/release.sh build /dist \
    && mkdir /out \
    && tar -xzf /dist/rxlint-*.tar.gz -C /out rxlint LICENSE \
    && cp -L /usr/lib/libclang.so /out/libclang.so

FROM debian:bookworm-slim AS base
# git is unpinned on purpose: the image takes Debian's security updates when rebuilt. The
# mounted project belongs to another user than the container's; git must still read it.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends git \
    && rm -rf /var/lib/apt/lists/* \
    && git config --system --add safe.directory '*' \
    && useradd --create-home --uid 1000 --user-group rxlint
COPY --from=build /out/rxlint /usr/local/bin/rxlint
COPY --from=build /out/LICENSE /usr/share/doc/rxlint/LICENSE
WORKDIR /src
ENTRYPOINT ["rxlint"]
CMD ["."]

# Objective-C needs libclang at run time: the one the binary was tested with, from the Swift
# toolchain of the build stage (it needs no clang headers beside it).
FROM base AS objc
COPY --from=build /out/libclang.so /usr/local/lib/rxlint/libclang.so
ENV RXLINT_LIBCLANG=/usr/local/lib/rxlint/libclang.so
USER 1000:1000

# The default image: Swift only.
FROM base AS runtime
USER 1000:1000
