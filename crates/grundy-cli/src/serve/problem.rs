//! Errors as RFC 9457 problem details: `{"type", "title", "status",
//! "detail"}` with the media type `application/problem+json`. `detail` is
//! the message the command line prints (with its caret under a bad
//! column); `type` is a relative URI, one per kind of problem, for scripts.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::input::BadInput;

#[derive(Debug)]
pub struct Problem {
    status: StatusCode,
    kind: &'static str,
    title: &'static str,
    detail: String,
}

#[derive(Serialize)]
struct Body<'a> {
    r#type: String,
    title: &'a str,
    status: u16,
    detail: &'a str,
}

impl Problem {
    pub fn new(
        status: StatusCode,
        kind: &'static str,
        title: &'static str,
        detail: String,
    ) -> Self {
        Problem { status, kind, title, detail }
    }

    /// A request the client got wrong: a missing or malformed parameter.
    pub fn bad_request(detail: String) -> Self {
        Problem::new(StatusCode::BAD_REQUEST, "bad-input", "Bad input", detail)
    }

    /// Every permit for heavy requests is taken.
    pub fn busy() -> Self {
        Problem::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            "Too many heavy requests",
            "every slot for heavy computations is taken; try again in a moment".to_string(),
        )
    }

    pub fn internal(detail: String) -> Self {
        Problem::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", "Internal error", detail)
    }

    #[cfg(test)]
    pub fn status(&self) -> StatusCode {
        self.status
    }
}

/// The computer was asked to move in a finished game: 409.
#[derive(Debug)]
pub struct GameOver;

impl std::fmt::Display for GameOver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the game is over: the player to move has no move")
    }
}

impl std::error::Error for GameOver {}

impl From<anyhow::Error> for Problem {
    /// The command line's exit code 2 becomes a 4xx: 422 past a limit or
    /// for an illegal move, 400 for the rest of bad input; anything else is 500.
    fn from(error: anyhow::Error) -> Self {
        let mut detail = crate::readable(&error.to_string());
        for cause in error.chain().skip(1) {
            detail.push_str(&format!("\n  caused by: {}", crate::readable(&cause.to_string())));
        }
        if error.downcast_ref::<BadInput>().is_some() {
            return Problem::bad_request(detail);
        }
        if error.downcast_ref::<GameOver>().is_some() {
            return Problem::new(StatusCode::CONFLICT, "game-over", "Game over", detail);
        }
        let (status, kind, title) = match error.downcast_ref::<grundy::Error>() {
            Some(grundy::Error::LimitExceeded { .. }) => {
                (StatusCode::UNPROCESSABLE_ENTITY, "limit", "Over a limit")
            }
            Some(grundy::Error::Illegal(_)) => {
                (StatusCode::UNPROCESSABLE_ENTITY, "illegal-move", "Illegal move")
            }
            Some(
                grundy::Error::Parse(_)
                | grundy::Error::File { .. }
                | grundy::Error::Loopy { .. }
                | grundy::Error::Unsupported(_),
            ) => (StatusCode::BAD_REQUEST, "bad-input", "Bad input"),
            _ => (StatusCode::INTERNAL_SERVER_ERROR, "internal", "Internal error"),
        };
        Problem::new(status, kind, title, detail)
    }
}

impl IntoResponse for Problem {
    fn into_response(self) -> Response {
        let body = Body {
            r#type: format!("/problems/{}", self.kind),
            title: self.title,
            status: self.status.as_u16(),
            detail: &self.detail,
        };
        let json = serde_json::to_vec(&body).expect("a problem serializes");
        let mut response = (self.status, json).into_response();
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/problem+json"));
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            headers.insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        response
    }
}
