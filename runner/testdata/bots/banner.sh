#!/bin/sh
# Test bot (docs/bots.md): prints a banner instead of answering the hello.
echo "Bienvenidos a mi bot"
read -r line
