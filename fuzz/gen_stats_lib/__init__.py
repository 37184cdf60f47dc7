"""Helpers of fuzz/gen-stats."""
