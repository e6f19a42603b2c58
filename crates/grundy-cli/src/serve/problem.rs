//! Problems as HTTP answers: RFC 9457 problem details (the service's
//! [`ProblemDetails`]) with the media type `application/problem+json`.
//! The service's problems keep their status, type, title and detail (the
//! message the command line prints, with its caret under a bad column);
//! the server adds its own: a foreign host, a request too long, nothing at
//! a path, every heavy slot taken.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use grundy_service::shapes::ProblemDetails;

#[derive(Debug)]
pub struct Problem {
    status: StatusCode,
    details: ProblemDetails,
}

impl Problem {
    pub fn new(status: StatusCode, kind: &str, title: &str, detail: String) -> Self {
        Problem { status, details: ProblemDetails::new(kind, title, status.as_u16(), detail) }
    }

    /// A request the client got wrong: a missing or malformed parameter.
    pub fn bad_request(detail: String) -> Self {
        Problem::saying(grundy_service::Problem::bad_input(""), detail)
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
        Problem::saying(grundy_service::Problem::internal(""), detail)
    }

    /// A problem of the service's kind of `problem`, saying `detail` as it
    /// is (the server's own messages, which it escapes itself).
    fn saying(problem: grundy_service::Problem, detail: String) -> Self {
        let mut problem = Problem::from(problem);
        problem.details.detail = detail;
        problem
    }

    #[cfg(test)]
    pub fn status(&self) -> StatusCode {
        self.status
    }
}

impl From<grundy_service::Problem> for Problem {
    /// The command line's exit code 2 becomes a 4xx: 422 past a limit or
    /// for an illegal move, 409 when the game is over, 400 for the rest of
    /// bad input; anything else is 500.
    fn from(problem: grundy_service::Problem) -> Self {
        let status = StatusCode::from_u16(problem.status()).expect("a valid status");
        Problem { status, details: problem.details() }
    }
}

impl IntoResponse for Problem {
    fn into_response(self) -> Response {
        let json = serde_json::to_vec(&self.details).expect("a problem serializes");
        let mut response = (self.status, json).into_response();
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/problem+json"));
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            headers.insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        response
    }
}
