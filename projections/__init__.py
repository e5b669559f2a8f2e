"""Read models: match state, per-seat views, analytics."""
