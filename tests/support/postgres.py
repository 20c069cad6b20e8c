"""A throwaway PostgreSQL server for tests and benches: Debian's binaries, `initdb` in a temporary
folder, listening only on a Unix socket in that folder (no TCP port, nothing on the network).

PostgreSQL refuses to run as root, so under root the cluster belongs to the `postgres` user
(Debian's package creates it) and the commands run through `runuser`."""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

PORT = 5432  # only names the socket file (.s.PGSQL.5432) in the private folder


def postgres_bindir() -> Path | None:
    """The newest installed server's bin/ (Debian: /usr/lib/postgresql/<major>/bin)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


class TempPostgres:
    def __init__(self, bindir: Path):
        self.bindir = bindir
        self.root = Path(tempfile.mkdtemp(prefix="hr-agent-pg-"))
        self.data = self.root / "data"
        self.log = self.root / "server.log"
        self.as_user = "postgres" if os.geteuid() == 0 else None
        if self.as_user:
            os.chmod(self.root, 0o755)
            shutil.chown(self.root, self.as_user)

    @property
    def url(self) -> str:
        return f"postgresql://postgres@/postgres?host={self.root}&port={PORT}"

    def _run(self, *cmd: str) -> None:
        argv = [str(self.bindir / cmd[0]), *cmd[1:]]
        if self.as_user:
            argv = ["runuser", "-u", self.as_user, "--", *argv]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            log = self.log.read_text(errors="replace")[-2000:] if self.log.exists() else ""
            raise RuntimeError(f"{cmd[0]} failed ({done.returncode}): {done.stderr.strip()[-2000:]} {log}")

    def start(self) -> "TempPostgres":
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "--encoding=UTF8",
                  "--locale=C.UTF-8", "--no-sync")
        options = (f"-p {PORT} -k {self.root} -c listen_addresses='' -c fsync=off -c synchronous_commit=off "
                   "-c full_page_writes=off -c max_connections=100")
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.log), "-w", "-t", "60", "start")
        return self

    def stop(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():
                self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def new_database(self, name: str) -> str:
        """A fresh database on this server; its URL."""
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url.replace("/postgres?", f"/{name}?")
