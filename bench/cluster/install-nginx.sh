#!/bin/sh
# Installs nginx from Debian for bench/cluster if it is missing, without starting Debian's own service (which
# would listen on every address): the bench runs its own nginx on loopback with its own configuration.
set -eu
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
created_policy=0
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  created_policy=1
fi
cleanup() { if [ "$created_policy" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi; }
trap cleanup EXIT
export DEBIAN_FRONTEND=noninteractive
apt-get install -y --no-install-recommends nginx-light >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y --no-install-recommends nginx-light >/dev/null; }
/usr/sbin/nginx -v
