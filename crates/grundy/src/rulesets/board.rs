//! Reading and writing the operands of board and coin rulesets: boards
//! `RxC` and coins `(X,Y)`.

use crate::core::error::Result;
use crate::core::message::Message;
use crate::language::syntax::Token;
use crate::msg;

/// An operand `AxB` (e.g. `3x4`), as two whole numbers; `what` names it in
/// messages, e.g. "board RxC such as 3x4".
pub(super) fn dimensions(token: &Token, what: Message) -> Result<(u64, u64)> {
    let Some(cross) = token.text.find(['x', 'X']) else {
        return Err(token.error(msg!(
            "board-expected-dimensions",
            "expected a {what}, found {found}",
            what = what,
            found = token.quoted()
        )));
    };
    let first = token.slice(0, cross);
    let second = token.slice(cross + 1, token.text.len());
    let side = || msg!("board-what-side", "side");
    Ok((first.number(side())?, second.number(side())?))
}

/// An operand `(X,Y)`, a coin at column X and row Y.
pub(super) fn coin(token: &Token) -> Result<(u64, u64)> {
    let text = token.text;
    if !(text.starts_with('(') && text.ends_with(')') && text.len() >= 2) {
        return Err(token.error(msg!(
            "board-expected-coin",
            "expected a coin (X,Y) such as (2,3), found {found}",
            found = token.quoted()
        )));
    }
    coordinates(&token.slice(1, text.len() - 1).split(','), token)
}

/// Two coordinates X, Y; `whole` is marked when there are not two.
pub(super) fn coordinates(pieces: &[Token], whole: &Token) -> Result<(u64, u64)> {
    match pieces {
        [x, y] => {
            let coordinate = || msg!("board-what-coordinate", "coordinate");
            Ok((x.number(coordinate())?, y.number(coordinate())?))
        }
        _ => Err(whole.error(msg!(
            "board-expected-coordinates",
            "expected a coin (X,Y) with two coordinates such as (2,3), found {found}",
            found = whole.quoted()
        ))),
    }
}

/// "coin position": what an operand of a coin-turning game on a row is
/// called in messages.
pub(super) fn coin_position() -> Message {
    msg!("board-what-coin-position", "coin position")
}
