//! Problems as HTTP answers: RFC 9457 problem details (the service's
//! [`ProblemDetails`]) with the media type `application/problem+json`.
//! The service's problems keep their status, type, title and detail (the
//! message the command line prints, with its caret under a bad column);
//! the server adds its own: a foreign host, a request too long, nothing at
//! a path, every heavy slot taken. Title and detail are in English, or in
//! the language a request names ([`Problem::in_lang`]).

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use grundy::{msg, Message};
use grundy_service::i18n::{self, Lang};
use grundy_service::problem::readable;
use grundy_service::shapes::ProblemDetails;

#[derive(Debug)]
pub struct Problem {
    status: StatusCode,
    what: What,
    lang: Lang,
}

#[derive(Debug)]
enum What {
    /// A problem of the service, with its own type, title and detail.
    Service(grundy_service::Problem),
    /// One of the server's own: its type name, title and detail.
    Own { name: &'static str, title: Message, detail: Message },
}

impl Problem {
    pub fn new(status: StatusCode, name: &'static str, title: Message, detail: Message) -> Self {
        Problem { status, what: What::Own { name, title, detail }, lang: Lang::En }
    }

    /// Every permit for heavy requests is taken.
    pub fn busy() -> Self {
        Problem::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "busy",
            msg!("server-title-busy", "Too many heavy requests"),
            msg!(
                "server-busy",
                "every slot for heavy computations is taken; try again in a moment"
            ),
        )
    }

    pub fn internal(detail: Message) -> Self {
        Problem::from(grundy_service::Problem::internal(detail))
    }

    /// This problem, its title and detail in `lang`.
    pub fn in_lang(self, lang: Lang) -> Self {
        let what = match self.what {
            What::Service(problem) => What::Service(problem.in_lang(lang)),
            own => own,
        };
        Problem { what, lang, ..self }
    }

    fn details(&self) -> ProblemDetails {
        match &self.what {
            What::Service(problem) => problem.details(),
            What::Own { name, title, detail } => ProblemDetails::new(
                name,
                &i18n::message(self.lang, title),
                self.status.as_u16(),
                readable(&i18n::message(self.lang, detail)),
            ),
        }
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
        Problem { status, what: What::Service(problem), lang: Lang::En }
    }
}

impl IntoResponse for Problem {
    fn into_response(self) -> Response {
        let json = serde_json::to_vec(&self.details()).expect("a problem serializes");
        let mut response = (self.status, json).into_response();
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/problem+json"));
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            headers.insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        response
    }
}
