package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// certifySignals returns a context that SIGINT or SIGTERM ends: the
// engines' process groups are killed at once (protocol.Options.Context)
// and certify.Run returns a partial report marked as interrupted
// (certify.Options.Stop). After the first signal the default handling is
// back, so that a second one ends musfem at once. stop releases the
// signals.
func certifySignals() (ctx context.Context, stop func()) {
	ctx, stop = signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	context.AfterFunc(ctx, stop)
	return ctx, stop
}
