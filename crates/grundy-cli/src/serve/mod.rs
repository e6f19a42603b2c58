//! `grundy serve`: the web playground. One binary serves the page (its
//! files embedded, nothing fetched from elsewhere) and a JSON API under
//! `/api/v1/`, on 127.0.0.1 only.
//!
//! Every request that computes runs the engine under a budget
//! ([`Budget`]): first the *quick* one, inline on the async worker (a few
//! milliseconds of computing: small tables, small searches); past it, the
//! request is *heavy* and runs again on a blocking thread with the larger
//! budget and a deadline of `--max-time`, holding one permit of a semaphore
//! shared by all routes. When every permit is taken a heavy request is
//! refused at once with 503, so heavy requests can neither queue without
//! bound nor hold up the quick ones, which never wait for a permit.
//!
//! Which lane a request takes is decided by counted work only (steps,
//! values, bytes: the quick budget has no deadline), so it is the same on
//! every machine, however busy: a light request is never sent on to the
//! heavy lane, nor refused, because the machine is slow. The deadline
//! bounds the heavy lane only; the engine checks it as it computes (a
//! timeout around a blocking thread could not stop it).
//!
//! Connections are bounded too ([`connections`]): one that sends no whole
//! request within `--idle-timeout` is closed, and at most as many are open
//! as the limit on open files allows; past it, new ones get a short 503.

mod api;
mod connections;
mod problem;

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use grundy::{msg, Deadline, Limits, Message};
use tokio::sync::Semaphore;

pub use problem::Problem;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The port to listen on, on 127.0.0.1; 0 picks a free one
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// Open the playground in the web browser once it listens
    #[arg(long)]
    open: bool,
    /// The most heavy requests computing at once (those past the quick
    /// budget); more are refused with 503 [default: the cores less one, at least 1]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    max_heavy: Option<u32>,
    /// The most time one heavy request may compute, in milliseconds
    #[arg(long, value_name = "MS", default_value_t = 5_000, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    max_time: u64,
    /// How long a connection may take to send a whole request head, and to
    /// read what it is sent, in milliseconds; past it, it is closed (for
    /// tests: the default suits people)
    #[arg(long, hide = true, value_name = "MS", default_value_t = IDLE_TIMEOUT, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    idle_timeout: u64,
}

/// The default `--idle-timeout`, in milliseconds.
const IDLE_TIMEOUT: u64 = 10_000;

/// The memory of the quick budget ([`Limits::QUICK`]), the same on every
/// machine (so that the lane a request takes does not depend on the memory
/// available).
const QUICK_MEMORY: u64 = Limits::QUICK.max_memory;

/// The longest request target read (as sent: path, `?` and query, or an
/// absolute address); longer ones get 414.
const MAX_TARGET: usize = 16 << 10;

/// The largest request body read (the API takes none).
const MAX_BODY: usize = 16 << 10;

/// The most bytes of request headers (names, values and their separators)
/// answered; more get 431. Heads past hyper's own buffer (about 400 KB) are
/// refused by hyper, without a body.
const MAX_HEAD: usize = 32 << 10;

/// What a request may compute: the engine's limits, and for the heavy
/// budget a deadline. The counts that shape the playground's answers
/// (`grundy_service::play::REMOTENESS_STEPS`, `LISTED_MOVES`) are the same
/// in every budget.
pub struct Budget {
    /// Whether this is the quick budget, which a larger one may follow.
    pub quick: bool,
    pub limits: Limits,
}

impl Budget {
    /// The error that sends a job on from the quick budget to the heavy
    /// one (never shown: the heavy budget answers in its place).
    pub fn too_small(&self, what: String) -> grundy_service::Problem {
        grundy::Error::LimitExceeded {
            what: Message::plain(what),
            needed: Message::plain("more than the quick budget"),
            limit: Message::plain("the quick budget"),
            hint: None,
        }
        .into()
    }

    /// A few milliseconds of computing, and 16 MB: counted limits only,
    /// no deadline, so that whether a request fits depends on the request
    /// alone and never on how busy the machine is.
    fn quick() -> Budget {
        Budget { quick: true, limits: Limits::QUICK }
    }

    /// Up to `time` of computing, and `memory` bytes.
    fn heavy(time: Duration, memory: u64) -> Budget {
        Budget {
            quick: false,
            limits: Limits {
                max_table: 10_000_000,
                max_search: 5_000_000,
                max_memory: memory,
                max_work: 2_000_000_000,
                observer: grundy::progress::Observer::NONE,
                deadline: Some(Deadline::after(time)),
            },
        }
    }
}

/// The most memory one heavy request may hold.
const HEAVY_MEMORY: u64 = 256 << 20;

/// What every request shares.
pub struct Shared {
    heavy: Arc<Semaphore>,
    max_time: Duration,
    /// The memory of one heavy request: [`HEAVY_MEMORY`], or less when half
    /// of the memory available at the start (after `ulimit -v`), shared by
    /// the heavy slots, is less, but never less than [`QUICK_MEMORY`].
    memory: u64,
}

impl Shared {
    pub fn new(max_heavy: usize, max_time: Duration) -> Shared {
        let share = crate::limits::available_memory()
            .map_or(HEAVY_MEMORY, |available| available / 2 / max_heavy.max(1) as u64);
        let memory = share.clamp(QUICK_MEMORY, HEAVY_MEMORY);
        Shared { heavy: Arc::new(Semaphore::new(max_heavy)), max_time, memory }
    }

    /// Runs `job` under the quick budget, and when that is not enough,
    /// under the heavy one on a blocking thread with a permit, or refuses
    /// it with 503 when none is free.
    pub async fn compute<T: Send + 'static>(
        &self,
        job: impl Fn(&Budget) -> Result<T, grundy_service::Problem> + Send + Sync + 'static,
    ) -> Result<T, Problem> {
        match job(&Budget::quick()) {
            Err(error) if is_limit(&error) => {}
            done => return done.map_err(Problem::from),
        }
        let Ok(permit) = self.heavy.clone().try_acquire_owned() else {
            return Err(Problem::busy());
        };
        let (time, memory) = (self.max_time, self.memory);
        let run = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            job(&Budget::heavy(time, memory))
        });
        match run.await {
            Ok(done) => done.map_err(Problem::from),
            Err(failed) => Err(Problem::internal(msg!(
                "server-failed",
                "the computation failed: {failed}",
                failed = failed.to_string()
            ))),
        }
    }
}

/// Whether `problem` is a refusal past a limit (which a larger budget may
/// lift). A job that stops short of its answer without an error (a period
/// search at its work limit) returns [`Budget::too_small`].
fn is_limit(problem: &grundy_service::Problem) -> bool {
    matches!(problem.kind(), grundy_service::Kind::Limit { .. })
}

/// The whole application: the page, the API, and the checks every request
/// passes first (the Host header, the target's length; bodies are capped).
pub fn router(shared: Arc<Shared>) -> Router {
    let page = get(api::page);
    let mut router = Router::new();
    for index in 0..api::ASSETS.len() {
        router =
            router.route(api::ASSETS[index].0, get(move || async move { api::asset_at(index) }));
    }
    router
        .route("/", page.clone())
        .route("/play", page.clone())
        .route("/learn", page.clone())
        .route("/analyze", page.clone())
        .route("/table", page.clone())
        .route("/period", page.clone())
        .route("/plot", page.clone())
        .route("/yours", page)
        .route("/api/v1/{*route}", get(api::call))
        .fallback(api::not_found)
        .with_state(shared)
        .layer(tower_http::limit::RequestBodyLimitLayer::new(MAX_BODY))
        .layer(middleware::from_fn(guard))
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(|_| {
            let message =
                msg!("server-panic", "the server failed while answering; please report it");
            Problem::internal(message).into_response()
        }))
}

/// Refuses requests addressed to a name other than this machine's own (a
/// page on another site rebinding its name to 127.0.0.1 would send its
/// own name; an absolute target's authority counts as its Host, and a
/// second Host header is refused), request targets past [`MAX_TARGET`],
/// heads past [`MAX_HEAD`] and bodies past [`MAX_BODY`], each with a
/// problem detail; turns axum's bare 405 (a method other than GET or HEAD)
/// into one, keeping its `Allow`; every problem in the language the query's
/// `lang` names; adds the headers every answer carries.
async fn guard(request: Request, next: Next) -> Response {
    let lang =
        grundy_service::api::lang_of(request.uri().path_and_query().map_or("", |t| t.as_str()));
    let (method, path) = (request.method().clone(), request.uri().path().to_string());
    let mut response = match refusal(&request) {
        Some(problem) => problem.in_lang(lang).into_response(),
        None => next.run(request).await,
    };
    if response.status() == StatusCode::METHOD_NOT_ALLOWED && !is_problem(&response) {
        let allow = response.headers().get(header::ALLOW).cloned();
        response = method_not_allowed(method.as_str(), &path).in_lang(lang).into_response();
        if let Some(allow) = allow {
            response.headers_mut().insert(header::ALLOW, allow);
        }
    }
    // A body read past its limit is refused by the layer in plain text.
    if response.status() == StatusCode::PAYLOAD_TOO_LARGE && !is_problem(&response) {
        response = body_too_large().in_lang(lang).into_response();
    }
    let headers = response.headers_mut();
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        ),
    );
    response
}

/// Why [`guard`] refuses `request`, if it does.
fn refusal(request: &Request) -> Option<Problem> {
    let mut hosts = request.headers().get_all(header::HOST).iter();
    let host = hosts.next().map(|h| h.to_str().unwrap_or("?"));
    let authority = request.uri().authority().map(|a| a.as_str());
    let foreign = |host: &str| {
        Problem::new(
            StatusCode::FORBIDDEN,
            "host",
            msg!("server-title-foreign-host", "Not a local host name"),
            msg!(
                "server-foreign-host",
                "this server answers requests addressed to localhost, 127.0.0.1 or [::1] only, \
                 not to `{host}` (a guard against DNS rebinding)",
                host = grundy::escape_controls(host)
            ),
        )
    };
    if hosts.next().is_some() {
        return Some(Problem::new(
            StatusCode::BAD_REQUEST,
            "host",
            msg!("server-title-two-hosts", "More than one Host header"),
            msg!("server-two-hosts", "a request must name its host once"),
        ));
    }
    match (host, authority) {
        (None, None) => {
            return Some(Problem::new(
                StatusCode::BAD_REQUEST,
                "host",
                msg!("server-title-no-host", "Missing Host header"),
                msg!(
                    "server-no-host",
                    "a request must name its host: localhost, 127.0.0.1 or [::1]"
                ),
            ))
        }
        (_, Some(name)) | (Some(name), None) if !is_local(name) => return Some(foreign(name)),
        (Some(name), Some(_)) if !is_local(name) => return Some(foreign(name)),
        _ => {}
    }
    let length = request.uri().to_string().len();
    if length > MAX_TARGET {
        return Some(Problem::new(
            StatusCode::URI_TOO_LONG,
            "too-long",
            msg!("server-title-too-long", "Request too long"),
            msg!(
                "server-too-long",
                "the request's path and query are {length} bytes; the limit is {limit}",
                length = length,
                limit = MAX_TARGET
            ),
        ));
    }
    let head: usize =
        request.headers().iter().map(|(name, value)| name.as_str().len() + value.len() + 4).sum();
    if head > MAX_HEAD {
        return Some(Problem::new(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            "too-long",
            msg!("server-title-head-too-large", "Request headers too large"),
            msg!(
                "server-head-too-large",
                "the request's headers are {length} bytes; the limit is {limit}",
                length = head,
                limit = MAX_HEAD
            ),
        ));
    }
    let declared = request.headers().get(header::CONTENT_LENGTH);
    let declared = declared.and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    declared.filter(|&length| length > MAX_BODY as u64).map(|_| body_too_large())
}

/// Whether `response` is a problem detail.
fn is_problem(response: &Response) -> bool {
    response.headers().get(header::CONTENT_TYPE).is_some_and(|t| t == "application/problem+json")
}

/// A method other than GET and HEAD, which are all the page and the API
/// answer.
fn method_not_allowed(method: &str, path: &str) -> Problem {
    Problem::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method-not-allowed",
        msg!("server-title-method-not-allowed", "Method not allowed"),
        msg!(
            "server-method-not-allowed",
            "`{path}` answers GET and HEAD only, not {method}: the API's questions are in the \
             address, e.g. GET /api/v1/analyze?game=nim+3+4+5",
            path = grundy::escape_controls(path),
            method = grundy::escape_controls(method)
        ),
    )
}

/// A request body past [`MAX_BODY`].
fn body_too_large() -> Problem {
    Problem::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "too-long",
        msg!("server-title-body-too-large", "Request body too large"),
        msg!(
            "server-body-too-large",
            "the request's body is larger than the limit of {limit} bytes (the API takes none)",
            limit = MAX_BODY
        ),
    )
}

/// `localhost`, `127.0.0.1` or `[::1]`, with or without a port.
fn is_local(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        Some(rest) => rest.split(']').next().map(|ip| format!("[{ip}]")),
        None => host.split(':').next().map(str::to_string),
    };
    let port_ok = |rest: &str| {
        rest.is_empty() || rest.strip_prefix(':').is_some_and(|p| p.parse::<u16>().is_ok())
    };
    match name {
        Some(name) => {
            let rest = &host[name.len()..];
            matches!(name.to_ascii_lowercase().as_str(), "localhost" | "127.0.0.1" | "[::1]")
                && port_ok(rest)
        }
        None => false,
    }
}

pub fn run(args: Args, out: &mut impl std::io::Write) -> anyhow::Result<()> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let max_heavy = args.max_heavy.map_or((cores - 1).max(1), |n| n as usize);
    let shared = Arc::new(Shared::new(max_heavy, Duration::from_millis(args.max_time)));
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(cores).enable_all().build()?;
    runtime.block_on(async {
        let address = SocketAddr::from((Ipv4Addr::LOCALHOST, args.port));
        let listener = tokio::net::TcpListener::bind(address).await.map_err(|e| {
            grundy_service::Problem::bad_input(Message::plain(format!(
                "cannot listen on {address}: {e}; choose another port with --port"
            )))
        })?;
        let url = format!("http://{}", listener.local_addr()?);
        writeln!(out, "listening on {url}")?;
        writeln!(out, "Open {url} in a browser to play; Ctrl-C stops the server.")?;
        out.flush()?;
        if args.open {
            if let Err(e) = open::that_detached(&url) {
                eprintln!("could not open a browser ({e}); open {url} by hand");
            }
        }
        let bounds =
            connections::Connections::within_file_limit(Duration::from_millis(args.idle_timeout));
        connections::serve(listener, router(shared), bounds, stopped()).await;
        writeln!(out, "Stopped.")?;
        anyhow::Ok(())
    })
}

/// Resolves at Ctrl-C or SIGTERM: the server stops taking connections,
/// finishes the requests it has, and closes the idle connections.
async fn stopped() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}

/// The application in-process, request by request, without a socket (the
/// real server is tested in `tests/it/serve.rs`).
#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use axum::body::Body;
    use axum::http::{Request, StatusCode};
    use grundy_service::analyze::How;
    use grundy_service::Format;
    use http_body_util::BodyExt;
    use tower::ServiceExt;

    use super::{is_local, router, Budget, Shared};

    /// JSON in English, with reasons when `explain`.
    fn in_json(explain: bool) -> How {
        How { explain, format: Format::Json, ..How::default() }
    }

    fn shared(heavy: usize) -> Arc<Shared> {
        Arc::new(Shared::new(heavy, Duration::from_secs(5)))
    }

    /// Status, content type and body of `target`, asked as `host`.
    fn ask(target: &str, host: &str) -> (StatusCode, String, String) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async {
            let request =
                Request::get(target).header("host", host).body(Body::empty()).expect("a request");
            let response = router(shared(1)).oneshot(request).await.expect("an answer");
            let status = response.status();
            let kind = response.headers()["content-type"].to_str().unwrap().to_string();
            let body = response.into_body().collect().await.unwrap().to_bytes();
            (status, kind, String::from_utf8(body.to_vec()).unwrap())
        })
    }

    #[test]
    fn problems_in_the_language_asked_for() {
        let problem = |target: &str| {
            let (status, kind, body) = ask(target, "localhost");
            assert_eq!(kind, "application/problem+json", "{target}");
            let answer: serde_json::Value = serde_json::from_str(&body).unwrap();
            let text = |key: &str| answer[key].as_str().unwrap().to_string();
            (status.as_u16(), text("title"), text("detail"))
        };
        // A description that does not parse: the caret stays under the column.
        let (status, title, detail) = problem("/api/v1/analyze?game=nim+3+x&lang=zh-CN");
        assert_eq!((status, title.as_str()), (400, "输入有误"));
        assert!(detail.starts_with("游戏描述有误，在第 7 列："), "{detail}");
        assert!(detail.ends_with("\n  nim 3 x\n        ^"), "{detail}");
        let (_, title, english) = problem("/api/v1/analyze?game=nim+3+x");
        assert_eq!(title, "Bad input");
        assert!(english.starts_with("bad game description at column 7: expected a heap size"));
        // An illegal move, a query parameter, a path: each in Chinese.
        let (status, _, detail) =
            problem("/api/v1/apply?game=nim+3&component=0&to=nim+5&lang=zh-CN");
        assert_eq!(status, 422);
        assert!(detail.starts_with("不合法的一步："), "{detail}");
        let (_, _, detail) = problem("/api/v1/analyze?game=nim+3&misere=2&lang=zh-CN");
        assert_eq!(detail, "查询参数 `misere`：应为 0 或 1，实际为 `2`");
        let (status, title, _) = problem("/api/v1/nothing?lang=zh-CN");
        assert_eq!((status, title.as_str()), (404, "未找到"));
        // An unknown language is refused in English.
        let (_, _, detail) = problem("/api/v1/analyze?game=nim+3&lang=fr");
        assert_eq!(detail, "query parameter `lang`: language `fr`: expected one of en, zh-CN");
    }

    #[test]
    fn messages_in_the_language_asked_for_or_accepted() {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let lang = |target: &str, accepted: &str| {
            runtime.block_on(async {
                let request = Request::get(target)
                    .header("host", "localhost")
                    .header("accept-language", accepted)
                    .body(Body::empty())
                    .expect("a request");
                let response = router(shared(1)).oneshot(request).await.expect("an answer");
                let body = response.into_body().collect().await.unwrap().to_bytes();
                let answer: serde_json::Value = serde_json::from_slice(&body).unwrap();
                answer["lang"].as_str().unwrap_or("").to_string()
            })
        };
        assert_eq!(lang("/api/v1/messages", "zh-CN,zh;q=0.9,en;q=0.8"), "zh-CN");
        assert_eq!(lang("/api/v1/messages", "fr-FR,en-GB;q=0.5"), "en");
        assert_eq!(lang("/api/v1/messages", ""), "en");
        assert_eq!(lang("/api/v1/messages?lang=en", "zh-CN"), "en");
        let (status, _, body) = ask("/api/v1/messages?lang=fr", "localhost");
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    }

    fn json(target: &str) -> serde_json::Value {
        let (status, kind, body) = ask(target, "localhost");
        assert_eq!((status, kind.as_str()), (StatusCode::OK, "application/json"), "{body}");
        serde_json::from_str(&body).unwrap()
    }

    #[test]
    fn only_local_host_names_are_served() {
        for host in ["localhost", "LOCALHOST:8080", "127.0.0.1:1", "[::1]", "[::1]:80"] {
            assert!(is_local(host), "{host}");
        }
        for host in [
            "evil.com",
            "localhost.evil.com",
            "127.0.0.1.nip.io",
            "[::2]",
            "localhost:x",
            "",
            "127.0.0.1:99999",
        ] {
            assert!(!is_local(host), "{host}");
        }
        let (status, kind, body) = ask("/api/v1/analyze?game=nim+1", "attacker.example");
        assert_eq!((status, kind.as_str()), (StatusCode::FORBIDDEN, "application/problem+json"));
        assert!(body.contains("attacker.example"), "{body}");
    }

    #[test]
    fn answers_are_the_command_lines() {
        let game = grundy::parse("kayles 5 9 + nim 3").unwrap();
        let mut cli = Vec::new();
        let limits = grundy::Limits::default();
        grundy_service::analyze::write(
            &mut cli,
            &game,
            false,
            in_json(true),
            &limits,
            &grundy::NoFiles,
        )
        .unwrap();
        let (_, _, api) = ask("/api/v1/analyze?game=kayles+5+9+%2B+nim+3&explain=1", "localhost");
        assert_eq!(api.as_bytes(), cli);
        let moves = json("/api/v1/moves?game=nim+2&misere=1");
        assert_eq!(moves["moves"].as_array().unwrap().len(), 2);
        // Misère nim 2: taking one counter leaves nim 1, which loses for the mover.
        let winning: Vec<&str> = moves["moves"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["winning"] == true)
            .map(|m| m["to"].as_str().unwrap())
            .collect();
        assert_eq!(winning, ["nim 1"]);
        let line = json("/api/v1/play?game=wythoff+3+5&m=0:wythoff+1+3");
        assert_eq!(line["line"][0]["could_win"], false);
        assert_eq!(line["position"]["components"][0]["drawing"]["kind"], "piles");
    }

    /// The first run of two English words (two or more ASCII letters each,
    /// side by side) in `line`: math (`G(n)`, `*3`, `0..=5`) and a game's
    /// own text (`kayles 3`, a generator `a = kayles 1`) are no sentence.
    fn english_words(line: &str) -> Option<(String, String)> {
        let words: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || "，。：；（）,.:;()".contains(c))
            .filter(|w| !w.is_empty())
            .collect();
        let english = |w: &str| w.len() >= 2 && w.chars().all(|c| c.is_ascii_alphabetic());
        words
            .windows(2)
            .find(|pair| english(pair[0]) && english(pair[1]))
            .map(|pair| (pair[0].to_string(), pair[1].to_string()))
    }

    #[test]
    fn misere_why_in_chinese_has_no_english_sentence() {
        assert!(english_words("By an exact search").is_some());
        for (game, quotient) in [("nim+3+4+5", false), ("kayles+3+4+5+5", true)] {
            let line = json(&format!("/api/v1/play?game={game}&misere=1&lang=zh-CN"));
            let why: Vec<&str> = line["position"]["why"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l.as_str().unwrap())
                .collect();
            assert!(why.len() >= 2, "{why:?}");
            for l in &why {
                assert_eq!(english_words(l), None, "{game}: {l}");
            }
            if quotient {
                let text = why.join("\n");
                for words in
                    ["反常商", "生成元 a = 堆 1", "kayles 5（共 2 堆）对应元素 c", "乘积：b"]
                {
                    assert!(text.contains(words), "{words}: {text}");
                }
            }
        }
    }

    #[test]
    fn drawings_say_what_they_are() {
        let line = json("/api/v1/play?game=kayles+7+%2B+fibnim+20+%2B+hackenbush(0-1,1-2,2-0)");
        let components = &line["position"]["components"];
        assert_eq!(components[0]["drawing"], serde_json::json!({"kind": "row", "count": 7}));
        assert_eq!(
            components[1]["drawing"],
            serde_json::json!({"kind": "limited", "count": 20, "limit": 19})
        );
        assert_eq!(
            components[2]["drawing"],
            serde_json::json!({"kind": "graph", "edges": [[0, 1], [0, 2], [1, 2]], "ground": 0})
        );
        // Every listed move says what its component becomes.
        let moves = line["position"]["moves"]["moves"].as_array().unwrap();
        let split = moves.iter().find(|m| m["to"] == "kayles 2 3").expect("kayles 7 → kayles 2 3");
        assert_eq!(
            split["after"],
            serde_json::json!([{"kind": "row", "count": 2}, {"kind": "row", "count": 3}])
        );
        assert!(moves.iter().all(|m| m["after"].is_array()));
    }

    #[test]
    fn rules_in_either_language_and_one_by_name() {
        let english = json("/api/v1/rules");
        let chinese = json("/api/v1/rules?lang=zh-CN");
        assert_eq!(english.as_array().unwrap().len(), chinese.as_array().unwrap().len());
        assert_eq!(english[0]["syntax"], chinese[0]["syntax"], "syntax is the same in both");
        assert_eq!(english[0]["rule"], "take any positive number of counters from one heap");
        assert_eq!(chinese[0]["rule"], "从一堆中取走任意正数个石子");
        assert_eq!(chinese[1]["title"], "巴什博弈（Bash）");
        assert!(chinese[0]["strategy"].as_str().unwrap().contains("异或"));
        // 巴什, percent-encoded, names bash.
        let bash = json("/api/v1/rules?name=%E5%B7%B4%E4%BB%80&lang=zh");
        assert_eq!(bash["name"], "bash");
        assert_eq!(bash["aliases"][0], "巴什");
        assert!(bash["worked_example"].as_str().unwrap().contains("bash(3) 23 → bash(3) 20"));
        assert_eq!(json("/api/v1/rules?name=Wythoff")["title"], "Wythoff's game");
    }

    #[test]
    fn refusals_are_problem_details() {
        for (target, status, kind) in [
            ("/api/v1/computer?game=nim+0", StatusCode::CONFLICT, "game-over"),
            (
                "/api/v1/apply?game=nim+3&component=1&to=nim+1",
                StatusCode::UNPROCESSABLE_ENTITY,
                "illegal-move",
            ),
            ("/api/v1/apply?game=nim+3&component=x&to=nim+1", StatusCode::BAD_REQUEST, "bad-input"),
            ("/api/v1/play?game=nim+3&m=nim+1", StatusCode::BAD_REQUEST, "bad-input"),
            ("/api/v1/play?game=nim+3&m=0:nim+1&at=2", StatusCode::BAD_REQUEST, "bad-input"),
            ("/api/v1/plot?ruleset=kayles&upto=10000000", StatusCode::BAD_REQUEST, "bad-input"),
            ("/nowhere", StatusCode::NOT_FOUND, "not-found"),
            ("/api/v1/rules?lang=fr", StatusCode::BAD_REQUEST, "bad-input"),
            ("/api/v1/rules?name=foo", StatusCode::BAD_REQUEST, "bad-input"),
        ] {
            let (got, content, body) = ask(target, "localhost");
            assert_eq!(
                (got, content.as_str()),
                (status, "application/problem+json"),
                "{target}: {body}"
            );
            let problem: serde_json::Value = serde_json::from_str(&body).unwrap();
            assert_eq!(problem["type"], format!("/problems/{kind}"), "{target}");
            assert_eq!(problem["status"], status.as_u16());
            assert!(!problem["detail"].as_str().unwrap().is_empty());
        }
    }

    /// Issue 47, item 6: a method other than GET and HEAD (axum's bare 405)
    /// and a query that is not UTF-8 once decoded are problem details, in
    /// the query's language; the 405 keeps its `Allow`.
    #[test]
    fn other_methods_and_undecodable_queries_are_problem_details() {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let send = |method: &str, target: &str| {
            runtime.block_on(async {
                let request = Request::builder()
                    .method(method)
                    .uri(target)
                    .header("host", "localhost")
                    .body(Body::empty())
                    .expect("a request");
                let response = router(shared(1)).oneshot(request).await.expect("an answer");
                let (status, headers) = (response.status(), response.headers().clone());
                let body = response.into_body().collect().await.unwrap().to_bytes();
                (status, headers, String::from_utf8(body.to_vec()).unwrap())
            })
        };
        for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
            for target in ["/api/v1/analyze?game=nim+1", "/api/v1/nothing", "/", "/app.js"] {
                let (status, headers, body) = send(method, target);
                assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {target}: {body}");
                assert_eq!(headers["content-type"], "application/problem+json");
                assert_eq!(headers["allow"], "GET,HEAD", "{method} {target}");
                let problem: serde_json::Value = serde_json::from_str(&body).unwrap();
                assert_eq!(problem["type"], "/problems/method-not-allowed");
                assert_eq!(problem["status"], 405);
                let detail = problem["detail"].as_str().unwrap();
                assert!(detail.contains(&format!("not {method}")), "{detail}");
            }
        }
        let (_, _, body) = send("POST", "/api/v1/analyze?game=nim+1&lang=zh-CN");
        assert!(body.contains("\"title\":\"不允许的方法\""), "{body}");
        let (status, headers, body) = send("GET", "/api/v1/analyze?game=nim+%FF3");
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(headers["content-type"], "application/problem+json");
        assert!(body.contains("query parameter `game` is not UTF-8"), "{body}");
        let (_, _, body) = send("GET", "/api/v1/analyze?game=nim+3&lang=zh-CN&%C0=1");
        assert!(body.contains("查询参数 `%C0` 经百分号解码后不是 UTF-8"), "{body}");
        // Encoded UTF-8 is read, and a `%` without two hexadecimal digits is itself.
        let (status, _, body) = send("GET", "/api/v1/analyze?game=%E5%B0%BC%E5%A7%86+3");
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, _, body) = send("GET", "/api/v1/analyze?game=nim+3%");
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert!(body.contains("found `3%`"), "{body}");
    }

    #[test]
    fn a_job_past_the_quick_budget_runs_heavy_or_is_refused() {
        let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
        let job = |budget: &Budget| match budget.quick {
            true => Err(budget.too_small("a test".to_string())),
            false => Ok(budget.limits.max_search),
        };
        let heavy = runtime.block_on(shared(1).compute(job)).expect("run with the heavy budget");
        assert_eq!(heavy, Budget::heavy(Duration::from_secs(1), 1 << 20).limits.max_search);
        // No slot: refused at once.
        let refused = runtime.block_on(shared(0).compute(job)).expect_err("refused");
        assert_eq!(refused.status(), StatusCode::SERVICE_UNAVAILABLE);
        // A job that fits the quick budget never takes a slot.
        let quick = runtime.block_on(shared(0).compute(|budget: &Budget| Ok(budget.quick)));
        assert!(quick.expect("quick"));
    }

    /// The lane is decided by counted work alone: a light request on a
    /// machine so busy that it gets no processor for a while (here, a pause
    /// before it computes) is still answered in the quick lane, never sent
    /// on to the heavy one (with no slot at all, that would be a 503).
    #[test]
    fn a_light_request_is_answered_however_busy_the_machine() {
        let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
        let game = grundy::parse("nim 3 4 5 + kayles 9").unwrap();
        let mut cli = Vec::new();
        let limits = grundy::Limits::default();
        grundy_service::analyze::write(
            &mut cli,
            &game,
            false,
            in_json(false),
            &limits,
            &grundy::NoFiles,
        )
        .unwrap();
        let job = move |budget: &Budget| {
            std::thread::sleep(Duration::from_millis(100));
            let mut out = Vec::new();
            grundy_service::analyze::write(
                &mut out,
                &game,
                false,
                in_json(false),
                &budget.limits,
                &grundy::NoFiles,
            )?;
            Ok((budget.quick, out))
        };
        let (quick, out) = runtime.block_on(shared(0).compute(job)).expect("answered");
        assert!(quick, "answered in the quick lane");
        assert_eq!(out, cli);
        // Nothing in the quick budget reads the clock.
        assert_eq!(Budget::quick().limits.deadline, None);
    }
}
