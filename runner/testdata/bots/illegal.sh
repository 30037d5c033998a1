#!/bin/sh
# Test bot (docs/bots.md): answers the hello, then an órdago to every
# decision (illegal in the mus), with the request's id, until bye.
read -r line
echo '{"id":1,"protocol":1,"name":"ordago-siempre"}'
while read -r line; do
	case "$line" in
	*'"op":"bye"'*) exit 0 ;;
	esac
	id=$(echo "$line" | sed 's/^{"id":\([0-9]*\),.*/\1/')
	echo "{\"id\":$id,\"action\":{\"type\":\"Ordago\"}}"
done
