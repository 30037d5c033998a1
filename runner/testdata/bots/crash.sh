#!/bin/sh
# Test bot (docs/bots.md): answers the hello, then crashes at its first
# decision with a word on standard error and exit status 3.
read -r line
echo '{"id":1,"protocol":1,"name":"se-cae"}'
read -r line
echo "me caigo: división por cero" >&2
exit 3
