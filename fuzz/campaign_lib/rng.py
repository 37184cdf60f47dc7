"""Deterministic randomness: every choice of the campaign is a function of
its inputs (seed, block, config list), never of time or process order."""
import hashlib

MASK = (1 << 64) - 1


def hash64(*parts):
    """A stable 64-bit hash of the parts' text (the same in every process)."""
    text = "\x1f".join(str(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")


class Rand:
    """splitmix64: small, portable and the same everywhere."""

    def __init__(self, *parts):
        self.state = hash64(*parts)

    def next64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        return self.next64() % n

    def randint(self, lo, hi):
        return lo + self.below(hi - lo + 1)

    def chance(self, p):
        return self.next64() < p * (1 << 64)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def weighted(self, pairs):
        """pairs: [(item, weight)] with integer weights."""
        total = sum(w for _, w in pairs)
        r = self.below(total)
        for item, w in pairs:
            if r < w:
                return item
            r -= w
        raise AssertionError("unreachable")
