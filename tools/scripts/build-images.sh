#!/usr/bin/env bash
# Builds one image per app from deploy/docker/Dockerfile and, with PUSH=1 (the default), pushes them.
#
#   REGISTRY=registry.example.com/tessera TAG=1.4.0 tools/scripts/build-images.sh
#   REGISTRY=... TAG=... PUSH=0 tools/scripts/build-images.sh gateway sql-service   # some, no push
#
# REGISTRY  where images go: <REGISTRY>/<app>:<TAG> (default: tessera, i.e. local names tessera/<app>)
# TAG       image tag (default: the short git commit, with -dirty when the tree has changes)
# PUSH      1 pushes after building (default 1 when REGISTRY is set, else 0)
# PLATFORM  e.g. linux/amd64,linux/arm64 to build with buildx for several platforms (implies a push)
# Apps: gateway chart-data-service dashboard-service sql-service report-service log-service tag-service
# and tessera (the all-in-one embedded image); none given builds them all.
# The k8s overlays refer to tessera/<app>; point them at the registry with
#   (cd k8s/overlays/production && kustomize edit set image tessera/gateway=<REGISTRY>/gateway:<TAG> ...)
set -euo pipefail
cd "$(dirname "$0")/../.."

SERVICES=(gateway chart-data-service dashboard-service sql-service report-service log-service tag-service)
REGISTRY=${REGISTRY:-}
PUSH=${PUSH:-$([ -n "$REGISTRY" ] && echo 1 || echo 0)}
REPO=${REGISTRY:-tessera}
if [ -z "${TAG:-}" ]; then
  TAG=$(git rev-parse --short HEAD)
  git diff --quiet HEAD -- apps libs deploy package.json package-lock.json || TAG="$TAG-dirty"
fi
APPS=("$@")
[ ${#APPS[@]} -gt 0 ] || APPS=("${SERVICES[@]}" tessera)

for app in "${APPS[@]}"; do
  if [ "$app" = tessera ]; then target=tessera
  elif [[ " ${SERVICES[*]} " == *" $app "* ]]; then target=service
  else echo "unknown app: $app (one of ${SERVICES[*]} tessera)" >&2; exit 2
  fi
  image="$REPO/$app:$TAG"
  echo "=== $image (target $target)"
  if [ -n "${PLATFORM:-}" ]; then
    docker buildx build --platform "$PLATFORM" -f deploy/docker/Dockerfile --build-arg APP="$app" --target "$target" -t "$image" --push .
  else
    docker build -f deploy/docker/Dockerfile --build-arg APP="$app" --target "$target" -t "$image" .
    if [ "$PUSH" = 1 ]; then docker push "$image"; fi
  fi
done
echo "built ${#APPS[@]} image(s) tagged $TAG under $REPO"
