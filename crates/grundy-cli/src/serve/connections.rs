//! The server's connections: accepted by [`serve`], each served by hyper's
//! HTTP/1 on a task of its own, and bounded three ways, so that idle or slow
//! clients can neither hold the server's files nor stop it answering:
//!
//! - a connection that sends no whole request head within the idle timeout
//!   (nothing at all, part of a request, or nothing after its previous
//!   answer) is closed (hyper's header read timeout, which runs from the
//!   moment the server waits for a request);
//! - an answer the client does not read for as long is given up, and the
//!   connection closed ([`Patient`]);
//! - at most [`Connections::max`] connections are open at once, below the
//!   process's limit on open files (`ulimit -n`), leaving
//!   [`RESERVED_FILES`] for everything else; past it, a new connection is
//!   answered with a short 503 and closed ([`refuse`]: after the client
//!   has read it, or at once when [`REFUSING`] connections are already
//!   being refused). Never does a connection wait in the queue with nobody
//!   to accept it.
//!
//! When accepting fails for want of files or memory all the same, the
//! server waits a moment before trying again (never spinning, never
//! stopping). On shutdown it stops accepting, lets every connection finish
//! the request it is answering, and closes the idle ones.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{watch, OwnedSemaphorePermit, Semaphore};

/// Files kept back from connections (at most half the limit): standard
/// input and output, the listening socket, the runtime's own, files the
/// server reads, and the connections being refused.
pub const RESERVED_FILES: u64 = 64;

/// Connections being answered 503 at once, at most (taken from the
/// reserve).
pub const REFUSING: usize = 16;

/// How long a refused connection is given to read its 503.
const REFUSAL_TIME: Duration = Duration::from_secs(1);

/// How long the server waits before accepting again after running out of
/// files or memory.
const ACCEPT_PAUSE: Duration = Duration::from_millis(100);

/// How the server's connections are bounded.
#[derive(Debug, Clone, Copy)]
pub struct Connections {
    /// The most connections open at once.
    pub max: usize,
    /// How long a connection may take to send a request head (from when the
    /// server starts waiting for it), and to read what it is sent.
    pub idle: Duration,
}

impl Connections {
    /// At most the process's limit on open files less [`RESERVED_FILES`]
    /// (or less half the limit, when the limit is below twice the reserve);
    /// idle connections closed after `idle`.
    pub fn within_file_limit(idle: Duration) -> Connections {
        let files = open_files_limit().unwrap_or(1_024);
        Connections { max: connections_within(files), idle }
    }
}

/// The connections that fit in `files` open files.
fn connections_within(files: u64) -> usize {
    let reserve = RESERVED_FILES.min(files / 2);
    usize::try_from(files - reserve).unwrap_or(usize::MAX).clamp(1, 1 << 20)
}

/// The soft limit on this process's open files (`ulimit -n`), read from
/// /proc; `None` where it cannot be read, `u64::MAX` when unlimited.
fn open_files_limit() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    match line.split_whitespace().nth(3)? {
        "unlimited" => Some(u64::MAX),
        soft => soft.parse().ok(),
    }
}

/// Serves `app` on `listener` until `stop` resolves, then finishes the
/// requests under way and returns once every connection is closed.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    bounds: Connections,
    stop: impl Future<Output = ()>,
) {
    let slots = Arc::new(Semaphore::new(bounds.max));
    let refusing = Arc::new(Semaphore::new(REFUSING));
    let (closing, closed) = watch::channel(false);
    let mut tasks = tokio::task::JoinSet::new();
    let mut short_of_files = false;
    tokio::pin!(stop);
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut stop => break,
        };
        while tasks.try_join_next().is_some() {}
        let stream = match accepted {
            Ok((stream, _)) => stream,
            // The client gave up before it was accepted: nothing to do.
            Err(error) if is_the_clients(&error) => continue,
            // Out of files or memory: wait for connections to close.
            Err(error) => {
                if !short_of_files {
                    eprintln!("grundy serve: cannot accept a connection ({error}); trying again");
                    short_of_files = true;
                }
                tokio::select! {
                    () = tokio::time::sleep(ACCEPT_PAUSE) => continue,
                    () = &mut stop => break,
                }
            }
        };
        short_of_files = false;
        match slots.clone().try_acquire_owned() {
            Ok(slot) => {
                tasks.spawn(connection(stream, app.clone(), bounds.idle, closed.clone(), slot));
            }
            Err(_) => match refusing.clone().try_acquire_owned() {
                Ok(permit) => {
                    tasks.spawn(refuse(stream, permit));
                }
                Err(_) => refuse_at_once(stream),
            },
        }
    }
    drop(listener);
    let _ = closing.send(true);
    while tasks.join_next().await.is_some() {}
}

/// Errors of `accept` that concern one connection only.
fn is_the_clients(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionAborted
            | io::ErrorKind::ConnectionReset
    )
}

/// One connection, served until the client closes it, it stays idle past
/// `idle`, or the server stops (then once its request is answered).
async fn connection(
    stream: TcpStream,
    app: Router,
    idle: Duration,
    mut closed: watch::Receiver<bool>,
    _slot: OwnedSemaphorePermit,
) {
    let _ = stream.set_nodelay(true);
    let io = TokioIo::new(Dressed::new(Patient::new(stream, idle)));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(idle);
    let served = http.serve_connection(io, TowerToHyperService::new(app));
    tokio::pin!(served);
    tokio::select! {
        _ = served.as_mut() => return,
        _ = closed.wait_for(|closed| *closed) => {}
    }
    served.as_mut().graceful_shutdown();
    let _ = served.await;
}

/// The answer to a connection past [`Connections::max`].
const BUSY: &str = concat!(
    "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/problem+json\r\n",
    "content-length: 150\r\nretry-after: 1\r\nconnection: close\r\n\r\n",
    r#"{"type":"/problems/busy","title":"Too many connections","status":503,"#,
    r#""detail":"the server has all the connections it can take; try again in a moment"}"#,
);

/// A connection past [`Connections::max`]: a short 503, then closed once
/// the client has read it and closed its side, or after [`REFUSAL_TIME`].
async fn refuse(mut stream: TcpStream, _permit: OwnedSemaphorePermit) {
    let _ = tokio::time::timeout(REFUSAL_TIME, async {
        stream.write_all(BUSY.as_bytes()).await?;
        stream.shutdown().await?;
        // Read what the client sent until it closes: closing with unread
        // bytes would reset the connection, and the 503 could be lost.
        let mut sink = [0; 1024];
        while stream.read(&mut sink).await? > 0 {}
        io::Result::Ok(())
    })
    .await;
}

/// [`refuse`] without waiting, when [`REFUSING`] connections are already
/// being refused: what the client has sent is read, the 503 written (a
/// new connection's buffer takes it whole), and the connection closed.
fn refuse_at_once(stream: TcpStream) {
    let mut sink = [0; 1024];
    while stream.try_read(&mut sink).is_ok_and(|n| n > 0) {}
    let _ = stream.try_write(BUSY.as_bytes());
}

/// A stream that dresses the bare answers hyper writes on its own, for a
/// request it cannot read (a target with bytes no URI has, such as text
/// that is not percent-encoded, a bad method, header or version: 400; a
/// head past its buffer: 431; a target past 64 KiB: 414), as problem
/// details ([`problem_for`]): the only answers without a `content-type`,
/// since every answer of the router has one. Everything else passes as it
/// is. Writes are not vectored, so that hyper hands each answer's head in
/// one buffer.
struct Dressed<S> {
    inner: S,
    /// A problem detail being written in place of a bare answer, and how
    /// much of it is written.
    pending: Option<(Vec<u8>, usize)>,
}

impl<S> Dressed<S> {
    fn new(inner: S) -> Dressed<S> {
        Dressed { inner, pending: None }
    }
}

impl<S: AsyncWrite + Unpin> Dressed<S> {
    /// Writes what is pending: ready once it is all written.
    fn drain(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while let Some((bytes, written)) = &mut self.pending {
            if *written == bytes.len() {
                self.pending = None;
                break;
            }
            match Pin::new(&mut self.inner).poll_write(cx, &bytes[*written..]) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => *written += n,
                Poll::Ready(Err(e)) => return Poll::Ready(Err(e)),
                Poll::Pending => return Poll::Pending,
            }
        }
        Poll::Ready(Ok(()))
    }
}

/// The problem detail, a whole HTTP/1.1 answer, for `head` when it is a
/// bare answer of hyper's (a 4xx head with no `content-type` and nothing
/// after it); `None` for anything else.
fn problem_for(head: &[u8]) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(head).ok()?;
    let status: u16 = text.strip_prefix("HTTP/1.1 ")?.get(..3)?.parse().ok()?;
    let lines = text.strip_suffix("\r\n\r\n")?;
    if !(400..500).contains(&status)
        || lines.contains("\r\n\r\n")
        || lines.lines().any(|line| line.to_ascii_lowercase().starts_with("content-type:"))
    {
        return None;
    }
    let (title, detail) = match status {
        431 => (
            "Request headers too large",
            "the request's headers are larger than the server reads (about 400 KB)",
        ),
        414 => ("Request too long", "the request's target is longer than the server reads"),
        _ => (
            "Bad request",
            "the request is not HTTP/1.1 the server can read: a method, target, version or \
             header is malformed (a target must be ASCII: percent-encode other text as UTF-8, \
             e.g. /api/v1/analyze?game=%E5%B0%BC%E5%A7%86+3)",
        ),
    };
    let kind = match status {
        431 | 414 => "too-long",
        _ => "bad-request",
    };
    let reason = text.lines().next()?.get(13..).unwrap_or("").trim();
    let body = serde_json::to_string(&grundy_service::shapes::ProblemDetails::new(
        kind,
        title,
        status,
        detail.to_string(),
    ))
    .ok()?;
    Some(
        format!(
            "HTTP/1.1 {status} {reason}\r\ncontent-type: application/problem+json\r\n\
             content-length: {}\r\nconnection: close\r\nx-content-type-options: nosniff\r\n\r\n{body}",
            body.len()
        )
        .into_bytes(),
    )
}

impl<S: AsyncRead + Unpin> AsyncRead for Dressed<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Dressed<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        std::task::ready!(this.drain(cx))?;
        if buf.starts_with(b"HTTP/1.1 4") {
            if let Some(problem) = problem_for(buf) {
                this.pending = Some((problem, 0));
                // The bare answer counts as written; the problem goes out
                // now, or with the flush that follows.
                return match this.drain(cx) {
                    Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
                    _ => Poll::Ready(Ok(buf.len())),
                };
            }
        }
        Pin::new(&mut this.inner).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        std::task::ready!(this.drain(cx))?;
        Pin::new(&mut this.inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        std::task::ready!(this.drain(cx))?;
        Pin::new(&mut this.inner).poll_shutdown(cx)
    }
}

/// A stream whose writes fail once one has waited `patience` for the
/// client to read: an answer nobody reads does not hold its connection.
struct Patient<S> {
    inner: S,
    patience: Duration,
    waiting: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl<S> Patient<S> {
    fn new(inner: S, patience: Duration) -> Patient<S> {
        Patient { inner, patience, waiting: None }
    }

    /// `poll`, a write's progress: past `patience` without any, an error.
    fn watch<T>(&mut self, cx: &mut Context<'_>, poll: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        if poll.is_ready() {
            self.waiting = None;
            return poll;
        }
        let patience = self.patience;
        let waiting = self.waiting.get_or_insert_with(|| Box::pin(tokio::time::sleep(patience)));
        match waiting.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                format!("the client read nothing for {} ms", patience.as_millis()),
            ))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Patient<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Patient<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.watch(cx, poll)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.watch(cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_flush(cx);
        this.watch(cx, poll)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_shutdown(cx);
        this.watch(cx, poll)
    }
}

#[cfg(test)]
mod tests {
    use super::{connections_within, problem_for, BUSY, RESERVED_FILES};

    #[test]
    fn the_refusal_is_whole() {
        let (head, body) = BUSY.split_once("\r\n\r\n").expect("a head and a body");
        assert!(head.contains(&format!("content-length: {}\r\n", body.len())), "{head}");
        let problem: serde_json::Value = serde_json::from_str(body).expect("JSON");
        assert_eq!(problem["status"], 503);
    }

    /// Hyper's bare answers become whole problem details; every other
    /// answer passes as it is.
    #[test]
    fn bare_answers_are_dressed() {
        let date = "date: Fri, 27 Nov 2026 21:00:00 GMT\r\n";
        for (status, reason, kind) in [
            (400, "Bad Request", "bad-request"),
            (431, "Request Header Fields Too Large", "too-long"),
            (414, "URI Too Long", "too-long"),
        ] {
            let head = format!("HTTP/1.1 {status} {reason}\r\ncontent-length: 0\r\n{date}\r\n");
            let dressed =
                String::from_utf8(problem_for(head.as_bytes()).expect("dressed")).unwrap();
            let (head, body) = dressed.split_once("\r\n\r\n").expect("a head and a body");
            assert!(head.starts_with(&format!("HTTP/1.1 {status} {reason}\r\n")), "{head}");
            assert!(head.contains("content-type: application/problem+json\r\n"), "{head}");
            assert!(head.contains(&format!("content-length: {}\r\n", body.len())), "{head}");
            let problem: serde_json::Value = serde_json::from_str(body).expect("JSON");
            assert_eq!(problem["status"], status);
            assert_eq!(problem["type"], format!("/problems/{kind}"));
        }
        for answer in [
            "HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n".to_string(),
            "HTTP/1.1 404 Not Found\r\ncontent-type: application/problem+json\r\ncontent-length: 2\r\n\r\n".to_string(),
            "HTTP/1.1 400 Bad Request\r\ncontent-length: 2\r\n\r\n{}".to_string(),
            "HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\n\r\n".to_string(),
            "HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n".to_string(),
            "HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\n\r\n".to_string(),
        ] {
            assert!(problem_for(answer.as_bytes()).is_none(), "{answer}");
        }
    }

    #[test]
    fn connections_stay_below_the_file_limit() {
        assert_eq!(connections_within(1_024), 1_024 - RESERVED_FILES as usize);
        assert_eq!(connections_within(256), 256 - RESERVED_FILES as usize);
        // A small limit keeps half for the rest.
        assert_eq!(connections_within(40), 20);
        assert_eq!(connections_within(1), 1);
        assert_eq!(connections_within(u64::MAX), 1 << 20);
    }
}
