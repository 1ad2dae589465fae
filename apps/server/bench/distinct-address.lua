-- Every request from another client address, in X-Forwarded-For (the server started with
-- TRUST_PROXY believes it): a load of searches is then many readers, none over the rate limit
-- of one. Each wrk thread runs its own copy of this file; `id` (set in setup) keeps their
-- addresses apart, and 24 bits of a counter keep a thread's distinct for 16 million requests.
-- wrk counts only "not 2xx or 3xx"; `done` prints the answers per status (`status 200: 1234`,
-- read by bench/wrk.ts), so a 429 of the limit is told apart from a 503 of a busy database.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
  thread:set("id", #threads)
end

local n = 0
statuses = {}

function request()
  n = n + 1
  wrk.headers["X-Forwarded-For"] = string.format(
    "%d.%d.%d.%d", 10 + id, math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  return wrk.format()
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      total[status] = (total[status] or 0) + count
    end
  end
  for status, count in pairs(total) do
    io.write(string.format("status %d: %d\n", status, count))
  end
end
