//! The page's files and the JSON API. Every API address goes through the
//! service's one door ([`grundy_service::api::Call`]), answered through
//! [`Shared::compute`] under the server's budgets: the WebAssembly worker
//! and scripts go through the same door, so that they answer alike.

use std::sync::Arc;

use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, Uri};
use axum::response::{IntoResponse, Response};
use grundy::Limits;
use grundy_service::api::{self, Call};

use super::{Budget, Problem, Shared};

pub async fn page() -> Response {
    asset(include_str!("../../assets/web/index.html"), "text/html; charset=utf-8")
}

/// The page's scripts, style sheet and icon: each address, its text and
/// its content type. The scripts are ES modules importing one another
/// (`worker.js`, a module worker, imports `abi.js`).
pub const ASSETS: [(&str, &str, &str); 16] = [
    ("/app.js", include_str!("../../assets/web/app.js"), JS),
    ("/dom.js", include_str!("../../assets/web/dom.js"), JS),
    ("/i18n.js", include_str!("../../assets/web/i18n.js"), JS),
    ("/play.js", include_str!("../../assets/web/play.js"), JS),
    ("/board.js", include_str!("../../assets/web/board.js"), JS),
    ("/compound.js", include_str!("../../assets/web/compound.js"), JS),
    ("/learn.js", include_str!("../../assets/web/learn.js"), JS),
    ("/course.js", include_str!("../../assets/web/course.js"), JS),
    ("/judge.js", include_str!("../../assets/web/judge.js"), JS),
    ("/editor.js", include_str!("../../assets/web/editor.js"), JS),
    ("/yours.js", include_str!("../../assets/web/yours.js"), JS),
    ("/backend.js", include_str!("../../assets/web/backend.js"), JS),
    ("/worker.js", include_str!("../../assets/web/worker.js"), JS),
    ("/abi.js", include_str!("../../assets/web/abi.js"), JS),
    ("/style.css", include_str!("../../assets/web/style.css"), "text/css; charset=utf-8"),
    ("/favicon.svg", include_str!("../../assets/web/favicon.svg"), "image/svg+xml"),
];

const JS: &str = "text/javascript; charset=utf-8";

/// The response for one of [`ASSETS`].
pub fn asset_at(index: usize) -> Response {
    let (_, text, kind) = ASSETS[index];
    asset(text, kind)
}

fn asset(text: &'static str, kind: &'static str) -> Response {
    let mut response = text.into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    response
}

/// Anything that is not the page or the API.
pub async fn not_found(uri: Uri) -> Problem {
    let lang = api::lang_of(uri.path_and_query().map_or("", |t| t.as_str()));
    Problem::from(api::not_found(uri.path()).in_lang(lang))
}

/// `GET /api/v1/ROUTE?QUERY`: the question read by the service's door,
/// answered at once when it needs no limits, otherwise under the budgets;
/// problems in the query's `lang`.
pub async fn call(State(shared): State<Arc<Shared>>, headers: HeaderMap, uri: Uri) -> Response {
    let target = uri.path_and_query().map_or(uri.path(), |t| t.as_str());
    let mut call = match Call::read(target) {
        Ok(call) => call,
        Err(problem) => return Problem::from(problem).into_response(),
    };
    if let Some(accepted) = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()) {
        call.accept(accepted);
    }
    let lang = call.lang();
    let answered = match call.is_light() {
        true => call.answer(Limits::default(), &grundy::NoFiles).map_err(Problem::from),
        false => {
            shared
                .compute(move |budget: &Budget| {
                    let answer = call.answer(budget.limits, &grundy::NoFiles)?;
                    if answer.stopped && budget.quick {
                        return Err(budget.too_small(call.route().to_string()));
                    }
                    Ok(answer)
                })
                .await
        }
    };
    match answered {
        Ok(answer) => {
            let mut response = answer.body.into_response();
            let kind = HeaderValue::from_static(answer.media_type);
            response.headers_mut().insert(header::CONTENT_TYPE, kind);
            response
        }
        Err(problem) => problem.in_lang(lang).into_response(),
    }
}
