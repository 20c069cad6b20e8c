"""Per-client rate limits (login attempts, new conversations): a sliding window per client
address, in memory, per server process. Bounded: at most `max_clients` addresses are
remembered, the stalest forgotten first, so a flood of addresses cannot grow it."""
from __future__ import annotations

import math
import threading
import time
from collections import OrderedDict, deque
from typing import Callable


class RateLimit:
    def __init__(self, limit: int, per_seconds: float = 60.0, max_clients: int = 10_000,
                 clock: Callable[[], float] = time.monotonic):
        self.limit, self.per = limit, per_seconds
        self.max_clients = max_clients
        self.clock = clock
        self._seen: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def retry_after(self, client: str) -> int:
        """0 when `client` may go ahead (the attempt is counted), else the seconds to wait."""
        now = self.clock()
        with self._lock:
            times = self._seen.pop(client, None) or deque()
            while times and times[0] <= now - self.per:
                times.popleft()
            self._seen[client] = times  # most recent last
            if len(self._seen) > self.max_clients:
                self._seen.popitem(last=False)
            if len(times) >= self.limit:
                return max(1, math.ceil(times[0] + self.per - now))
            times.append(now)
            return 0
