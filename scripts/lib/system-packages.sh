# Shared by the install scripts (sourced, not run): which Debian packages are missing, and how to
# install them. Checks look at files and commands, not at dpkg, so a machine that has the same
# things from elsewhere is left alone.

# Appends to the array `packages` what offline speech needs at run time and is missing: a C
# compiler and pkg-config to build the recognition helper (packages/voice/native), pocketsphinx's
# library and headers, and its US English models.
add_missing_speech_runtime_packages() {
  command -v cc >/dev/null 2>&1 || packages+=(gcc)
  [ -f /usr/include/stdio.h ] || packages+=(libc6-dev)
  command -v pkg-config >/dev/null 2>&1 || packages+=(pkg-config)
  pkg-config --exists pocketsphinx sphinxbase 2>/dev/null || packages+=(libpocketsphinx-dev libsphinxbase-dev)
  [ -f /usr/share/pocketsphinx/model/en-us/en-us/mdef ] || packages+=(pocketsphinx-en-us)
}

# install_packages PURPOSE HINT PACKAGE...: installs with apt-get (through sudo when not root), or
# says what to install by hand and fails.
install_packages() {
  local purpose="$1" hint="$2"
  shift 2
  if ! command -v apt-get >/dev/null 2>&1; then
    cat >&2 <<MSG
These system packages are needed for $purpose: $*
This machine has no apt-get, so they cannot be installed automatically.
Install them with your system's package manager${hint:+ ($hint)}, then try again.
MSG
    return 1
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "Installing $* needs root: run 'apt-get install -y --no-install-recommends $*' as root, then try again." >&2
      return 1
    fi
  fi
  echo "Installing system packages for $purpose: $*"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "$@"
}
