#!/usr/bin/env python3
"""Opens N connections to a `grundy serve` on 127.0.0.1:PORT that send nothing, then prints the
server's open files and the answer to a light request on one more connection, 1, 11, 21 and 31 s
after (BENCHMARKS.md, issue 26). Usage: scripts/idle-connections.py PORT PID N"""
import socket, sys, time, os
port, pid, n = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
def fds(): return len(os.listdir("/proc/%s/fd" % pid))
def ask():
    s = socket.create_connection(("127.0.0.1", port)); s.settimeout(20)
    t0 = time.time()
    s.sendall(b"GET /api/v1/analyze?game=nim+3+4+5+%2B+kayles+9 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    data = b""
    try:
        while True:
            d = s.recv(65536)
            if not d: break
            data += d
    except Exception as e: data += ("<%s>" % e).encode()
    return "%s in %.1f ms" % (data[:12].decode(errors="replace") or "closed", (time.time() - t0) * 1000)
t0 = time.time()
held = []
for _ in range(n):
    c = socket.socket(); c.setblocking(False); c.connect_ex(("127.0.0.1", port)); held.append(c)
time.sleep(1)
print("opened %d idle connections in %.2f s; server's open files %d; light request: %s" % (n, time.time() - t0, fds(), ask()))
for at in (11, 21, 31):
    time.sleep(max(0, at - (time.time() - t0)))
    print("after %.0f s: server's open files %d; light request: %s" % (time.time() - t0, fds(), ask()))
