//! A census on a real Slurm: `contrib/slurm/census.sbatch` as a job array
//! and `contrib/slurm/merge.sbatch` as the job that depends on it, submitted
//! to a one-node cluster that the test starts on this machine (munged,
//! slurmctld and slurmd, without systemd, from files in a temporary
//! directory), and their table compared, byte for byte, with the same census
//! run in one process. A shard cut short and its task resubmitted, as the
//! docs/census.md tells, must give the same table again.
//!
//! Needs root and Debian's `slurm-wlm` and `munge`; `.ci/run` installs them
//! and sets `GRUNDY_SLURM_TESTS=require`, which turns a skip into a failure.
//! Without it the test says that it skipped and passes.
//!
//! The scripts' own checks (missing settings, missing shards) and the exact
//! command lines they run are tested without Slurm, by running them with bash
//! and a stand-in for `grundy` that writes down its arguments.
#![cfg(unix)]

use std::collections::HashMap;
use std::fmt::Write as _;
use std::fs;
use std::net::TcpListener;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// What the test takes a census of: every 2-digit code and a few 3-digit ones.
/// The arguments of `grundy census` (and of `census.sbatch`) before `--shard`.
const CENSUS: &[&str] = &["--digits", "2", "--upto", "20000", "0.137", "0.165", "4.07"];

/// How many shards, so tasks, the array has.
const SHARDS: usize = 3;

/// The longest wait for the daemons to start, and for a batch of jobs: outer
/// bounds, several times what a busy machine takes (no answer depends on them).
const START_LIMIT: Duration = Duration::from_secs(180);
const JOBS_LIMIT: Duration = Duration::from_secs(900);

/// The pause between two looks at the cluster.
const POLL: Duration = Duration::from_millis(250);

/// The programs the cluster needs (Debian's `munge` and `slurm-wlm`).
const PROGRAMS: [&str; 6] = ["mungekey", "munged", "slurmctld", "slurmd", "sbatch", "scontrol"];

/// Job states after which Slurm does nothing more with a job.
const FINISHED: [&str; 9] = [
    "COMPLETED",
    "FAILED",
    "CANCELLED",
    "TIMEOUT",
    "NODE_FAIL",
    "OUT_OF_MEMORY",
    "PREEMPTED",
    "BOOT_FAIL",
    "DEADLINE",
];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn script(name: &str) -> PathBuf {
    workspace().join("contrib/slurm").join(name)
}

/// Where `name` is: on PATH, or in the system folders a user's PATH may lack.
fn program(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(["/usr/sbin", "/sbin", "/usr/bin", "/bin"].map(PathBuf::from))
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

/// The paths of [`PROGRAMS`], or why the cluster cannot be started.
fn prerequisites() -> Result<HashMap<&'static str, PathBuf>, String> {
    let mut found = HashMap::new();
    for name in PROGRAMS {
        let path = program(name)
            .ok_or_else(|| format!("{name} is missing (apt install slurm-wlm munge)"))?;
        found.insert(name, path);
    }
    let uid = Command::new("id").arg("-u").output().map_err(|e| format!("id -u: {e}"))?;
    if String::from_utf8_lossy(&uid.stdout).trim() != "0" {
        return Err("it needs root (slurmd runs each job as the user who submitted it)".into());
    }
    Ok(found)
}

/// The name slurmd gives this machine: its host name up to the first dot.
fn node_name() -> String {
    let name = fs::read_to_string("/proc/sys/kernel/hostname").expect("the host name");
    name.trim().split('.').next().expect("a host name").to_string()
}

/// Two distinct ports free on 127.0.0.1 now (both held until both are chosen).
fn free_ports() -> (u16, u16) {
    let first = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let second = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let port = |listener: &TcpListener| listener.local_addr().expect("an address").port();
    (port(&first), port(&second))
}

/// A process started by the test, and the file its messages go to.
struct Daemon {
    name: &'static str,
    child: Child,
    log: PathBuf,
}

/// munged, slurmctld and slurmd on this machine, with every file of theirs
/// (key, sockets, configuration, state, spool, logs) and of the jobs in one
/// temporary directory. Dropping it kills the daemons by pid, waits for them,
/// and kills what is left of the jobs (slurmstepd and the job's processes
/// leave slurmd's process tree): every process that carries this cluster's
/// `SLURM_CONF` in its environment.
struct Cluster {
    scratch: tempfile::TempDir,
    programs: HashMap<&'static str, PathBuf>,
    conf: PathBuf,
    node: String,
    daemons: Vec<Daemon>,
}

impl Cluster {
    fn start(programs: HashMap<&'static str, PathBuf>) -> Cluster {
        let scratch = crate::scratch();
        // munged wants every folder above its socket to be searchable by all.
        fs::set_permissions(scratch.path(), fs::Permissions::from_mode(0o755))
            .expect("the scratch folder's permissions");
        let dir = scratch.path().to_path_buf();
        let mut cluster = Cluster {
            scratch,
            programs,
            conf: dir.join("slurm.conf"),
            node: node_name(),
            daemons: Vec::new(),
        };
        for sub in ["munge", "state", "spool", "census"] {
            fs::create_dir(dir.join(sub)).expect("a folder of the cluster");
        }

        let key = dir.join("munge/munge.key");
        let socket = dir.join("munge/munge.socket");
        let created = cluster
            .command("mungekey")
            .arg("--create")
            .arg(format!("--keyfile={}", key.display()))
            .output()
            .expect("mungekey runs");
        assert!(created.status.success(), "mungekey failed: {}", text(&created.stderr));
        // --force: the scratch folder's parents (TMPDIR) need not be open to all.
        cluster.spawn(
            "munged",
            &[
                "--foreground".into(),
                "--force".into(),
                format!("--key-file={}", key.display()),
                format!("--socket={}", socket.display()),
                format!("--pid-file={}", dir.join("munge/munged.pid").display()),
                format!("--seed-file={}", dir.join("munge/munged.seed").display()),
                // In the foreground it logs to stderr (munged.log); this is only in case.
                format!("--log-file={}", dir.join("munge/munged-file.log").display()),
            ],
        );
        cluster.wait_for("munged's socket", START_LIMIT, |_| socket.exists().then_some(()));

        let (controller_port, node_port) = free_ports();
        fs::write(&cluster.conf, cluster.configuration(&socket, controller_port, node_port))
            .expect("slurm.conf is written");
        let conf = cluster.conf.display().to_string();
        cluster.spawn("slurmctld", &["-D".into(), "-f".into(), conf.clone()]);
        let node = cluster.node.clone();
        cluster.spawn("slurmd", &["-D".into(), "-f".into(), conf, "-N".into(), node.clone()]);
        cluster.wait_for("the node to be idle", START_LIMIT, |cluster| {
            let shown = cluster.command("scontrol").args(["show", "node", &node]).output().ok()?;
            text(&shown.stdout).contains("State=IDLE").then_some(())
        });
        cluster
    }

    /// The cluster's `slurm.conf`: one node, this machine, with its cores
    /// and memory (at least the 2 GB the census script asks for by default:
    /// memory is not enforced here, without cgroups); no cgroups, no
    /// accounting, no systemd; every file in the scratch folder.
    fn configuration(&self, socket: &Path, controller_port: u16, node_port: u16) -> String {
        let dir = self.scratch.path().display();
        let node = &self.node;
        let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
        let memory_mb = std::fs::read_to_string("/proc/meminfo")
            .ok()
            .and_then(|info| {
                let line = info.lines().find(|l| l.starts_with("MemTotal:"))?.to_string();
                line.split_whitespace().nth(1)?.parse::<u64>().ok()
            })
            .map_or(0, |kib| kib / 1024)
            .max(4096);
        format!(
            "\
ClusterName=grundytest
SlurmctldHost={node}(127.0.0.1)
SlurmctldPort={controller_port}
SlurmdPort={node_port}
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket={socket}
StateSaveLocation={dir}/state
SlurmdSpoolDir={dir}/spool
SlurmctldPidFile={dir}/slurmctld.pid
SlurmdPidFile={dir}/slurmd.pid
SlurmctldDebug=info
SlurmdDebug=info
MailProg=/bin/true
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
DependencyParameters=kill_invalid_depend
ReturnToService=2
MinJobAge=3600
NodeName={node} NodeAddr=127.0.0.1 CPUs={cpus} RealMemory={memory_mb} State=UNKNOWN
PartitionName=census Nodes={node} Default=YES MaxTime=INFINITE State=UP
",
            socket = socket.display(),
        )
    }

    /// A command of the cluster's programs (or any other), which finds its `slurm.conf`.
    fn command(&self, name: &str) -> Command {
        let mut command = Command::new(self.programs.get(name).map_or(Path::new(name), |p| p));
        command.env("SLURM_CONF", &self.conf).stdin(Stdio::null());
        command
    }

    /// Starts `name` in the foreground with its messages in `name.log`.
    fn spawn(&mut self, name: &'static str, args: &[String]) {
        let log = self.scratch.path().join(format!("{name}.log"));
        let file = fs::File::create(&log).expect("a log file");
        let child = self
            .command(name)
            .args(args)
            .stdout(file.try_clone().expect("the log file"))
            .stderr(file)
            .spawn()
            .unwrap_or_else(|e| panic!("{name} cannot be started: {e}"));
        self.daemons.push(Daemon { name, child, log });
    }

    /// Looks with `probe` every [`POLL`] until it answers, failing with the
    /// logs when `limit` has passed or when a daemon has stopped.
    fn wait_for<T>(
        &mut self,
        what: &str,
        limit: Duration,
        mut probe: impl FnMut(&Cluster) -> Option<T>,
    ) -> T {
        let started = Instant::now();
        loop {
            for daemon in &mut self.daemons {
                if let Some(status) = daemon.child.try_wait().expect("a daemon's status") {
                    let name = daemon.name;
                    panic!("{name} stopped ({status}) while waiting for {what}\n{}", self.report());
                }
            }
            if let Some(answer) = probe(self) {
                return answer;
            }
            if started.elapsed() > limit {
                panic!("no {what} after {limit:?}\n{}", self.report());
            }
            std::thread::sleep(POLL);
        }
    }

    /// Submits a batch job; its id.
    fn sbatch(&self, args: &[&str], env: &[(&str, &Path)]) -> String {
        let mut command = self.command("sbatch");
        command.current_dir(self.scratch.path()).arg("--parsable").args(args);
        for (name, value) in env {
            command.env(name, value);
        }
        let submitted = command.output().expect("sbatch runs");
        assert!(
            submitted.status.success(),
            "sbatch {args:?} failed: {}\n{}",
            text(&submitted.stderr),
            self.report()
        );
        let out = text(&submitted.stdout);
        out.trim().split(';').next().expect("a job id").to_string()
    }

    /// What `scontrol show job` says of job `id` (one record for each task of an array).
    fn records(&self, id: &str) -> Vec<HashMap<String, String>> {
        let shown = self.command("scontrol").args(["show", "job", "-o", id]).output();
        let shown = shown.expect("scontrol runs");
        assert!(shown.status.success(), "scontrol show job {id}: {}", text(&shown.stderr));
        text(&shown.stdout).lines().filter(|line| !line.trim().is_empty()).map(record).collect()
    }

    /// Waits until Slurm is done with every job of `ids`; their records.
    fn wait_for_jobs(&mut self, ids: &[&str]) -> Vec<Vec<HashMap<String, String>>> {
        self.wait_for(&format!("end of jobs {ids:?}"), JOBS_LIMIT, |cluster| {
            let records: Vec<_> = ids.iter().map(|id| cluster.records(id)).collect();
            let done = records.iter().flatten().all(|r| FINISHED.contains(&r["JobState"].as_str()));
            done.then_some(records)
        })
    }

    /// Every daemon's log, every job's record and output: what a failure shows.
    fn report(&self) -> String {
        let mut report = String::new();
        for daemon in &self.daemons {
            let log = fs::read_to_string(&daemon.log).unwrap_or_default();
            let _ = writeln!(report, "--- {} ({})\n{}", daemon.name, daemon.log.display(), log);
        }
        if let Ok(jobs) = self.command("scontrol").args(["show", "job", "-o"]).output() {
            let _ = writeln!(report, "--- scontrol show job\n{}", text(&jobs.stdout));
        }
        let mut outputs: Vec<PathBuf> = fs::read_dir(self.census())
            .map(|dir| dir.flatten().map(|entry| entry.path()).collect())
            .unwrap_or_default();
        outputs.retain(|path| path.extension().is_some_and(|e| e == "out"));
        outputs.sort();
        for path in outputs {
            let output = fs::read_to_string(&path).unwrap_or_default();
            let _ = writeln!(report, "--- {}\n{}", path.display(), output);
        }
        report
    }

    /// The census folder: the jobs' DIR.
    fn census(&self) -> PathBuf {
        self.scratch.path().join("census")
    }

    /// Asserts that every record of a job is COMPLETED with exit code 0:0,
    /// and that an array's tasks are `tasks`.
    fn assert_succeeded(&self, what: &str, records: &[HashMap<String, String>], tasks: &[usize]) {
        for r in records {
            assert!(
                r["JobState"] == "COMPLETED" && r["ExitCode"] == "0:0",
                "{what}: job {} (array task {}) ended {} with exit code {}\n{}",
                r["JobId"],
                r.get("ArrayTaskId").map_or("none", String::as_str),
                r["JobState"],
                r["ExitCode"],
                self.report()
            );
        }
        if !tasks.is_empty() {
            let mut ran: Vec<usize> =
                records.iter().map(|r| r["ArrayTaskId"].parse().expect("a task id")).collect();
            ran.sort_unstable();
            assert_eq!(ran, tasks, "{what}: the array's tasks\n{}", self.report());
        }
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        // SIGTERM, so that slurmctld ends its slurmscriptd; SIGKILL if that takes long.
        for daemon in self.daemons.iter_mut().rev() {
            let _ = Command::new("kill").args(["-TERM", &daemon.child.id().to_string()]).status();
            let started = Instant::now();
            while matches!(daemon.child.try_wait(), Ok(None)) {
                if started.elapsed() > Duration::from_secs(10) {
                    let _ = daemon.child.kill();
                    break;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            let _ = daemon.child.wait();
        }
        // slurmstepd and the jobs' processes are not the daemons' children any
        // more; they carry this cluster's SLURM_CONF.
        let marker = format!("SLURM_CONF={}", self.conf.display());
        let left = processes_with(&marker);
        for pid in &left {
            let _ = Command::new("kill").args(["-KILL", &pid.to_string()]).status();
        }
        let started = Instant::now();
        while left.iter().any(|pid| alive(*pid)) && started.elapsed() < Duration::from_secs(10) {
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// The processes whose environment holds the variable `entry` ("NAME=value").
fn processes_with(entry: &str) -> Vec<u32> {
    let Ok(proc) = fs::read_dir("/proc") else { return Vec::new() };
    let own = std::process::id();
    proc.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| pid != own)
        .filter(|pid| {
            fs::read(format!("/proc/{pid}/environ"))
                .is_ok_and(|env| env.split(|&b| b == 0).any(|v| v == entry.as_bytes()))
        })
        .collect()
}

/// Whether process `pid` still runs (a zombie does not).
fn alive(pid: u32) -> bool {
    fs::read_to_string(format!("/proc/{pid}/stat"))
        .is_ok_and(|stat| stat.rsplit(')').next().is_some_and(|rest| !rest.trim().starts_with('Z')))
}

/// One line of `scontrol show job -o`: its KEY=VALUE words (the first of each key).
fn record(line: &str) -> HashMap<String, String> {
    let mut record = HashMap::new();
    for (key, value) in line.split_whitespace().filter_map(|word| word.split_once('=')) {
        record.entry(key.to_string()).or_insert_with(|| value.to_string());
    }
    record
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs the real `grundy` with `args` in `dir`, which must succeed within [`JOBS_LIMIT`].
fn grundy_ok(dir: &Path, args: &[&str]) {
    let output = assert_cmd::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .current_dir(dir)
        .args(args)
        .timeout(JOBS_LIMIT)
        .output()
        .expect("grundy runs");
    assert!(
        output.status.success(),
        "grundy {args:?} failed ({}): {}{}",
        output.status,
        text(&output.stdout),
        text(&output.stderr)
    );
}

/// `actual` and `expected` are the same bytes; else where they part.
fn assert_same_file(actual: &Path, expected: &Path) {
    let read = |path: &Path| {
        fs::read_to_string(path)
            .unwrap_or_else(|e| panic!("{} cannot be read: {e}", path.display()))
    };
    let (a, e) = (read(actual), read(expected));
    if a != e {
        let line = a.lines().zip(e.lines()).position(|(x, y)| x != y);
        let line = line.unwrap_or_else(|| a.lines().count().min(e.lines().count()));
        panic!(
            "{} differs from {} from line {}: {:?} against {:?} ({} and {} lines)",
            actual.display(),
            expected.display(),
            line + 1,
            a.lines().nth(line),
            e.lines().nth(line),
            a.lines().count(),
            e.lines().count()
        );
    }
}

#[test]
fn a_census_on_a_real_slurm_cluster() {
    let programs = match prerequisites() {
        Ok(programs) => programs,
        Err(why) if std::env::var("GRUNDY_SLURM_TESTS").as_deref() == Ok("require") => {
            panic!("the Slurm test must run, but {why}")
        }
        Err(why) => {
            eprintln!("SKIPPED the Slurm test: {why}");
            return;
        }
    };
    let mut cluster = Cluster::start(programs);
    let census = cluster.census();
    let grundy = Path::new(env!("CARGO_BIN_EXE_grundy"));
    let export = format!("--export=ALL,SHARDS={SHARDS},DIR={}", census.display());
    let census_out = format!("--output={}/census-%A_%a.out", census.display());
    let merge_out = format!("--output={}/merge-%j.out", census.display());
    let census_script = script("census.sbatch").display().to_string();
    let merge_script = script("merge.sbatch").display().to_string();
    let env = [("GRUNDY", grundy)];

    // The two commands of docs/census.md ("A census on a cluster").
    let census_job = |cluster: &Cluster, array: &str| {
        let mut args = vec![array, &census_out, &export, &census_script];
        args.extend_from_slice(CENSUS);
        cluster.sbatch(&args, &env)
    };
    let merge_job = |cluster: &Cluster, after: &str| {
        let dependency = format!("--dependency=afterok:{after}");
        cluster.sbatch(&[&dependency, &merge_out, &export, &merge_script], &env)
    };
    let all = (0..SHARDS).collect::<Vec<_>>();
    let array = census_job(&cluster, &format!("--array=0-{}", SHARDS - 1));
    let merge = merge_job(&cluster, &array);
    let records = cluster.wait_for_jobs(&[&array, &merge]);
    cluster.assert_succeeded("the census array", &records[0], &all);
    cluster.assert_succeeded("the merge", &records[1], &[]);
    // The defaults the scripts' headers show are what the jobs asked for.
    for (job, time, memory) in [
        (&array, "TimeLimit=04:00:00", "MinMemoryNode=2G"),
        (&merge, "TimeLimit=00:30:00", "MinMemoryNode=1G"),
    ] {
        let shown = cluster.command("scontrol").args(["show", "job", job]).output();
        let shown = text(&shown.expect("scontrol runs").stdout);
        assert!(shown.contains(time) && shown.contains(memory), "job {job}: {shown}");
    }
    for task in 0..SHARDS {
        let timings = census.join(format!("shard-{task}.timings.jsonl"));
        assert!(
            timings.is_file(),
            "task {task} wrote no {}\n{}",
            timings.display(),
            cluster.report()
        );
    }

    // The same census in one process.
    let one = cluster.scratch.path().join("one");
    fs::create_dir(&one).expect("a folder for the one-process census");
    let mut args = vec!["census"];
    args.extend_from_slice(CENSUS);
    args.extend_from_slice(&["--out", "one.jsonl"]);
    grundy_ok(&one, &args);
    grundy_ok(&one, &["census", "merge", "one.jsonl", "--out", "one-merged.jsonl"]);
    grundy_ok(&one, &["census", "merge", "one.jsonl", "--csv", "--out", "one-merged.csv"]);
    assert_same_file(&census.join("census.jsonl"), &one.join("one-merged.jsonl"));
    assert_same_file(&census.join("census.csv"), &one.join("one-merged.csv"));

    // A task stopped halfway: its shard cut to its first half, the task
    // resubmitted alone (same SHARDS), and a new merge.
    let shard = census.join("shard-1.jsonl");
    let whole = fs::read_to_string(&shard).expect("shard 1");
    let half: String = whole.split_inclusive('\n').take(whole.lines().count() / 2).collect();
    fs::write(&shard, half).expect("shard 1 cut short");
    fs::remove_file(census.join("census.jsonl")).expect("the first table");
    fs::remove_file(census.join("census.csv")).expect("the first table");
    let again = census_job(&cluster, "--array=1");
    let merge = merge_job(&cluster, &again);
    let records = cluster.wait_for_jobs(&[&again, &merge]);
    cluster.assert_succeeded("the resubmitted task", &records[0], &[1]);
    cluster.assert_succeeded("the second merge", &records[1], &[]);
    assert_same_file(&census.join("census.jsonl"), &one.join("one-merged.jsonl"));
    assert_same_file(&census.join("census.csv"), &one.join("one-merged.csv"));
}

/// A stand-in for `grundy` that appends its arguments, one a line, and then
/// a line `--end--`, to the file `$STANDIN_LOG`.
const STANDIN: &str = "#!/bin/sh\n{ printf '%s\\n' \"$@\"; echo --end--; } >> \"$STANDIN_LOG\"\n";

/// The scripts run by bash, as a task would run them, with a stand-in for grundy.
struct Scripts {
    scratch: tempfile::TempDir,
}

impl Scripts {
    fn new() -> Scripts {
        let scratch = crate::scratch();
        let standin = scratch.path().join("grundy");
        fs::write(&standin, STANDIN).expect("the stand-in is written");
        fs::set_permissions(&standin, fs::Permissions::from_mode(0o755)).expect("executable");
        fs::create_dir(scratch.path().join("census")).expect("the census folder");
        Scripts { scratch }
    }

    fn dir(&self) -> String {
        self.scratch.path().join("census").display().to_string()
    }

    fn standin(&self) -> String {
        self.scratch.path().join("grundy").display().to_string()
    }

    /// Runs `contrib/slurm/NAME` with `args` and exactly the variables `env`
    /// of the ones the scripts read.
    fn run(&self, name: &str, env: &[(&str, &str)], args: &[&str]) -> Output {
        let mut command = Command::new("bash");
        command.arg(script(name)).args(args).stdin(Stdio::null());
        for variable in ["SHARDS", "DIR", "GRUNDY", "SLURM_ARRAY_TASK_ID", "SLURM_CPUS_PER_TASK"] {
            command.env_remove(variable);
        }
        command.env("STANDIN_LOG", self.scratch.path().join("calls"));
        command.envs(env.iter().copied());
        command.output().expect("bash runs")
    }

    /// The calls of the stand-in since the last look, each its arguments.
    fn calls(&self) -> Vec<Vec<String>> {
        let log = self.scratch.path().join("calls");
        let written = fs::read_to_string(&log).unwrap_or_default();
        let _ = fs::remove_file(&log);
        let mut calls = vec![];
        let mut call = vec![];
        for line in written.lines() {
            if line == "--end--" {
                calls.push(std::mem::take(&mut call));
            } else {
                call.push(line.to_string());
            }
        }
        calls
    }

    fn touch(&self, name: &str) {
        fs::write(Path::new(&self.dir()).join(name), "").expect("a shard file");
    }
}

/// A script that must have refused to run, saying `message`, without running grundy.
fn assert_refused(scripts: &Scripts, output: &Output, message: &str) {
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "expected a refusal, got {output:?}");
    assert!(stderr.contains(message), "expected {message:?} in {stderr:?}");
    assert_eq!(scripts.calls(), Vec::<Vec<String>>::new(), "grundy ran after {stderr:?}");
}

#[test]
fn the_batch_scripts_run_grundy_census_as_the_readme_says() {
    let scripts = Scripts::new();
    let (dir, standin) = (scripts.dir(), scripts.standin());
    let settings = [("SHARDS", "3"), ("DIR", dir.as_str()), ("GRUNDY", standin.as_str())];
    let task = |id: &'static str, cpus: Option<&'static str>| {
        let mut env = settings.to_vec();
        env.push(("SLURM_ARRAY_TASK_ID", id));
        env.extend(cpus.map(|cpus| ("SLURM_CPUS_PER_TASK", cpus)));
        scripts.run("census.sbatch", &env, CENSUS)
    };
    let shard_call = |id: &str, jobs: &str| {
        let mut call = vec!["census"];
        call.extend_from_slice(CENSUS);
        let out = format!("{dir}/shard-{id}.jsonl");
        let timings = format!("{dir}/shard-{id}.timings.jsonl");
        let shard = format!("{id}/3");
        let rest =
            ["--shard", &shard, "--out", &out, "--timings", &timings, "--resume", "--jobs", jobs];
        call.extend_from_slice(&rest);
        call.iter().map(|s| s.to_string()).collect::<Vec<_>>()
    };

    let ran = task("2", Some("4"));
    assert!(ran.status.success(), "task 2: {ran:?}");
    assert_eq!(scripts.calls(), [shard_call("2", "4")]);
    let ran = task("0", None);
    assert!(ran.status.success(), "task 0: {ran:?}");
    assert_eq!(scripts.calls(), [shard_call("0", "1")], "one job without --cpus-per-task");

    assert_refused(&scripts, &task("3", None), "task 3 is past the last shard, 2 (SHARDS=3)");
    let unset = |name: &str| {
        let all = [settings.as_slice(), &[("SLURM_ARRAY_TASK_ID", "0")]].concat();
        let env: Vec<_> = all.into_iter().filter(|(n, _)| *n != name).collect();
        scripts.run("census.sbatch", &env, CENSUS)
    };
    assert_refused(&scripts, &unset("SHARDS"), "SHARDS is not set");
    assert_refused(&scripts, &unset("DIR"), "DIR is not set");
    assert_refused(&scripts, &unset("SLURM_ARRAY_TASK_ID"), "not a task of a job array");
    let nowhere = [("SHARDS", "3"), ("DIR", &dir), ("GRUNDY", "/nowhere/grundy")];
    let with_task = [nowhere.as_slice(), &[("SLURM_ARRAY_TASK_ID", "0")]].concat();
    assert_refused(&scripts, &scripts.run("census.sbatch", &with_task, CENSUS), "cannot run");
    let none = [settings.as_slice(), &[("SLURM_ARRAY_TASK_ID", "0")]].concat();
    assert_refused(&scripts, &scripts.run("census.sbatch", &none, &[]), "no census given");
    let failing =
        [("SHARDS", "3"), ("DIR", &dir), ("GRUNDY", "false"), ("SLURM_ARRAY_TASK_ID", "0")];
    let failed = scripts.run("census.sbatch", &failing, CENSUS);
    assert_eq!(failed.status.code(), Some(1), "a failing census fails its task: {failed:?}");

    // The merge: the shards in order, never the timings, and exactly SHARDS of them.
    let merge = || scripts.run("merge.sbatch", &settings, &[]);
    for name in ["shard-0.jsonl", "shard-2.jsonl", "shard-0.timings.jsonl", "shard-1.timings.jsonl"]
    {
        scripts.touch(name);
    }
    assert_refused(
        &scripts,
        &merge(),
        "1 of 3 shards missing in {dir} (task(s) 1): resubmit them with sbatch --array=1"
            .replace("{dir}", &dir)
            .as_str(),
    );
    scripts.touch("shard-1.jsonl");
    let merged = merge();
    assert!(merged.status.success(), "merge: {merged:?}");
    let shards: Vec<String> = (0..3).map(|i| format!("{dir}/shard-{i}.jsonl")).collect();
    let merge_call = |flags: &[&str]| {
        let mut call = vec!["census".to_string(), "merge".to_string()];
        call.extend(shards.iter().cloned());
        call.extend(flags.iter().map(|s| s.to_string()));
        call
    };
    let table = format!("{dir}/census.jsonl");
    let csv = format!("{dir}/census.csv");
    assert_eq!(
        scripts.calls(),
        [merge_call(&["--out", &table]), merge_call(&["--csv", "--out", &csv])]
    );
    scripts.touch("shard-3.jsonl");
    assert_refused(&scripts, &merge(), "holds 4 shard files, but SHARDS=3");
    fs::remove_file(Path::new(&dir).join("shard-3.jsonl")).expect("shard 3 removed");
    let without = |name: &str| {
        let env: Vec<_> = settings.iter().copied().filter(|(n, _)| *n != name).collect();
        scripts.run("merge.sbatch", &env, &[])
    };
    assert_refused(&scripts, &without("SHARDS"), "SHARDS is not set");
    assert_refused(&scripts, &without("DIR"), "DIR is not set");
    let failing = [("SHARDS", "3"), ("DIR", &dir), ("GRUNDY", "false")];
    let failed = scripts.run("merge.sbatch", &failing, &[]);
    assert_eq!(failed.status.code(), Some(1), "a failing merge fails the job: {failed:?}");
    assert!(!text(&failed.stdout).contains("wrote"), "{failed:?}");
}
