#!/bin/sh
# Test bot (docs/bots.md): answers the hello, then "hola" to every
# decision, until bye.
read -r line
echo '{"id":1,"protocol":1,"name":"basura"}'
while read -r line; do
	case "$line" in
	*'"op":"bye"'*) exit 0 ;;
	esac
	echo hola
done
