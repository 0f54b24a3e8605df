//! The board: squares as buttons (tap, keyboard, screen readers), pieces on a layer above
//! that glides them between squares, and the red lines of sinkings. It draws a
//! [`GameState`] and reports taps; it knows no rules.

use crate::state::{GameState, Selection};
use leptos::prelude::*;
use skillgames_core::{Coord, Piece, Player};
use skillgames_search::{EventInfo, GameKind};

/// Delay between waves of a chain reaction, in milliseconds (matched by the CSS).
pub(crate) const WAVE_MS: u32 = 700;

fn square_name(at: Coord) -> String {
    at.to_string()
}

fn side_name(state: &GameState, player: Player) -> &'static str {
    if state.settings().opponent == crate::settings::Opponent::Friend {
        if player == Player::White {
            "White's"
        } else {
            "Black's"
        }
    } else if player == state.human() {
        "your"
    } else {
        "the computer's"
    }
}

fn describe(state: &GameState, at: Coord, targets: &[Coord], captures: &[Coord]) -> String {
    let mut label = square_name(at);
    match state.piece_at(at) {
        Some(Piece::Stone(player)) => {
            label.push_str(&format!(
                ", {} {}",
                side_name(state, player),
                state.info().piece
            ));
        }
        Some(Piece::Arrow) => label.push_str(", arrow"),
        None => label.push_str(", empty"),
    }
    if state.selection() == Selection::Piece(at) {
        label.push_str(", selected");
    }
    if captures.contains(&at) {
        label.push_str(", capture");
    } else if targets.contains(&at) {
        label.push_str(if state.must_shoot() {
            ", shoot here"
        } else {
            ", move here"
        });
    }
    label
}

/// The board of `game`. `on_tap` receives the square tapped (or chosen with the keyboard).
#[component]
pub(super) fn Board(
    game: RwSignal<Option<GameState>>,
    on_tap: Callback<Coord>,
    hint: RwSignal<Option<(Coord, Coord)>>,
) -> impl IntoView {
    let size = game.with_untracked(|g| g.as_ref().map_or(8, |g| g.variant().size));
    let kind = game.with_untracked(|g| g.as_ref().map_or(GameKind::Loa, |g| g.variant().kind));
    let targets =
        Memo::new(move |_| game.with(|g| g.as_ref().map(GameState::targets).unwrap_or_default()));
    let captures = Memo::new(move |_| {
        game.with(|g| {
            g.as_ref()
                .map(GameState::capture_targets)
                .unwrap_or_default()
        })
    });

    let square = move |at: Coord| {
        let dark = (at.file + at.rank).is_multiple_of(2);
        let name = square_name(at);
        let is = move |f: &dyn Fn(&GameState) -> bool| game.with(|g| g.as_ref().is_some_and(f));
        view! {
            <button
                class="sq"
                class:dark=dark
                class:light=!dark
                class:target=move || targets.with(|t| t.contains(&at))
                class:capture=move || captures.with(|c| c.contains(&at))
                class:selected=move || is(&|g| g.selection() == Selection::Piece(at))
                class:last=move || is(&|g| g.last_move().is_some_and(|m| m.from == at || m.to == at || m.arrow == Some(at)))
                class:hint=move || hint.get().is_some_and(|(from, to)| from == at || to == at)
                class:cursor=move || is(&|g| g.cursor() == at)
                id=format!("sq-{name}")
                data-square=name.clone()
                tabindex="-1"
                role="gridcell"
                aria-label=move || game.with(|g| g.as_ref().map(|g| targets.with(|t| captures.with(|c| describe(g, at, t, c)))).unwrap_or_default())
                on:click=move |_| on_tap.run(at)
            >
                <span class="dot" aria-hidden="true"></span>
                {(at.rank == 0).then(|| view! { <span class="coord coord-file" aria-hidden="true">{name[..1].to_owned()}</span> })}
                {(at.file == 0).then(|| view! { <span class="coord coord-rank" aria-hidden="true">{name[1..].to_owned()}</span> })}
            </button>
        }
    };
    let squares = (0..size)
        .rev()
        .map(|rank| {
            let cells = (0..size)
                .map(|file| square(Coord::new(file, rank)))
                .collect_view();
            view! { <div class="rank" role="row">{cells}</div> }
        })
        .collect_view();

    let pieces = move || game.with(|g| g.as_ref().map(|g| g.pieces().to_vec()).unwrap_or_default());
    let piece_layer = view! {
        <For each=pieces key=|p| (p.id, p.removed) let:view>
            {
                let id = view.id;
                let class = match view.piece {
                    Piece::Stone(Player::White) => format!("piece white {kind}"),
                    Piece::Stone(Player::Black) => format!("piece black {kind}"),
                    Piece::Arrow => "piece arrow".to_owned(),
                };
                let removed = view.removed;
                let position = move || {
                    let at = game.with(|g| g.as_ref().and_then(|g| g.pieces().iter().find(|p| p.id == id).map(|p| p.at)));
                    let at = at.unwrap_or(view.at);
                    format!("translate({}%, {}%)", u32::from(at.file) * 100, u32::from(size - 1 - at.rank) * 100)
                };
                view! {
                    <div
                        class=class
                        class:gone=removed.is_some()
                        class:moving=move || game.with(|g| g.as_ref().is_some_and(|g| {
                            matches!(g.selection(), Selection::Landed { to, .. } if g.pieces().iter().any(|p| p.id == id && p.at == to))
                        }))
                        style:transform=position
                        style:animation-delay=removed.map(|wave| format!("{}ms", u32::from(wave) * WAVE_MS + 250))
                        data-piece=id.to_string()
                    ></div>
                }
            }
        </For>
    };

    let lines = move || {
        game.with(|g| {
            let Some(g) = g.as_ref() else {
                return Vec::new();
            };
            g.last_events()
                .iter()
                .filter_map(|event| match event {
                    EventInfo::Sunk {
                        ship,
                        watchers,
                        wave,
                        ..
                    } => Some((*ship, watchers.clone(), *wave)),
                    EventInfo::Captured { .. } => None,
                })
                .flat_map(|(ship, watchers, wave)| {
                    watchers.into_iter().map(move |w| (ship, w, wave))
                })
                .collect::<Vec<_>>()
        })
    };
    let center = move |c: Coord| (f32::from(c.file) + 0.5, f32::from(size - 1 - c.rank) + 0.5);
    let sink_lines = view! {
        <svg class="lines" viewBox=format!("0 0 {size} {size}") aria-hidden="true">
            <For each=lines key=|l| (l.0, l.1, l.2) let:line>
                {
                    let (x1, y1) = center(line.1);
                    let (x2, y2) = center(line.0);
                    view! {
                        <line
                            class="sink-line"
                            data-wave=line.2.to_string()
                            x1=x1 y1=y1 x2=x2 y2=y2
                            style:animation-delay=format!("{}ms", u32::from(line.2) * WAVE_MS + 250)
                        ></line>
                    }
                }
            </For>
        </svg>
    };

    let keydown = move |event: leptos::ev::KeyboardEvent| {
        let step = match event.key().as_str() {
            "ArrowUp" => Some((0, 1)),
            "ArrowDown" => Some((0, -1)),
            "ArrowLeft" => Some((-1, 0)),
            "ArrowRight" => Some((1, 0)),
            "Enter" | " " => None,
            _ => return,
        };
        event.prevent_default();
        match step {
            Some((files, ranks)) => game.update(|g| {
                if let Some(g) = g {
                    g.move_cursor(files, ranks);
                }
            }),
            None => {
                if let Some(at) = game.with_untracked(|g| g.as_ref().map(GameState::cursor)) {
                    on_tap.run(at);
                }
            }
        }
    };
    let active = move || {
        game.with(|g| {
            g.as_ref()
                .map(|g| format!("sq-{}", g.cursor()))
                .unwrap_or_default()
        })
    };

    view! {
        <div
            class=format!("board board-{kind}")
            class:shoot=move || game.with(|g| g.as_ref().is_some_and(GameState::must_shoot))
            style:--n=size.to_string()
            role="grid"
            tabindex="0"
            aria-label="Board: arrow keys move the cursor, Enter selects"
            aria-activedescendant=active
            data-fen=move || game.with(|g| g.as_ref().map(GameState::fen).unwrap_or_default())
            data-ply=move || game.with(|g| g.as_ref().map_or(0, |g| g.history().len()).to_string())
            on:keydown=keydown
        >
            <div class="squares">{squares}</div>
            <div class="pieces" aria-hidden="true">{piece_layer}</div>
            {sink_lines}
        </div>
    }
}
