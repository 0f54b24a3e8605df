//! The analysis's evaluation graph: White's share of the chances move by move, a tick at each
//! marked move, the cursor at the move shown; a tap jumps to that move.

use crate::i18n::t;
use leptos::prelude::*;
use skillgames_page::analysis::{self, GraphShape, Mark};
use skillgames_page::state::GameState;

/// The graph's drawing box (stretched to the width of the page).
const GRAPH_WIDTH: f64 = 600.0;
/// The graph's drawing box's height.
const GRAPH_HEIGHT: f64 = 100.0;
/// Where even chances are drawn: half way up.
const EVEN_Y: f64 = GRAPH_HEIGHT / 2.0;

/// What the graph draws: its shape, the marked moves and the game's length.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Drawing {
    shape: GraphShape,
    marks: Vec<(usize, Mark)>,
    plies: usize,
}

/// What the graph of `game` draws, once its analysis has at least two points.
pub(super) fn drawing(game: &GameState) -> Option<Drawing> {
    let analysis = game.analysis()?;
    let plies = game.history().len();
    let curve = analysis.curve(&game.info().marks, plies);
    if curve.len() < 2 {
        return None;
    }
    let marks = game
        .marks()
        .into_iter()
        .enumerate()
        .filter_map(|(index, mark)| mark.map(|m| (index + 1, m)))
        .collect();
    Some(Drawing {
        shape: analysis::graph(&curve, plies, GRAPH_WIDTH, GRAPH_HEIGHT),
        marks,
        plies,
    })
}

/// The graph of `drawing` (when there is one), its cursor at the `shown` move; a tap picks a
/// move for `on_pick`.
pub(super) fn graph(
    drawing: Memo<Option<Drawing>>,
    shown: Memo<usize>,
    on_pick: Callback<usize>,
) -> impl IntoView {
    let on_graph = move |event: leptos::ev::MouseEvent| {
        let Some(plies) = drawing.with_untracked(|d| d.as_ref().map(|d| d.plies)) else {
            return;
        };
        let Some(target) = crate::ui::listening_element(&event) else {
            return;
        };
        // In the drawing's own box: inside the border.
        let rect = target.get_bounding_client_rect();
        let x = f64::from(event.client_x()) - rect.left() - f64::from(target.client_left());
        on_pick.run(analysis::ply_at(x, f64::from(target.client_width()), plies));
    };

    let graph = move || {
        drawing.get().map(|d| {
            let step = d.shape.step;
            let ticks = d
                .marks
                .iter()
                .map(|&(ply, mark)| {
                    // A tick at the foot of the graph, taller for a worse mark.
                    let height = match mark {
                        Mark::Inaccuracy => 10.0,
                        Mark::Mistake => 16.0,
                        Mark::Blunder => 24.0,
                    };
                    view! {
                        <rect
                            class=format!("tick {}", mark.class())
                            x=format!("{:.1}", ply as f64 * step - 2.0)
                            y=format!("{:.1}", GRAPH_HEIGHT - height)
                            width="4"
                            height=format!("{height:.1}")
                        />
                    }
                })
                .collect_view();
            view! {
                <path class="area" d=d.shape.area.clone() />
                <line class="even" x1="0" y1=EVEN_Y.to_string() x2=GRAPH_WIDTH.to_string() y2=EVEN_Y.to_string() />
                <path class="curve" d=d.shape.line.clone() />
                {ticks}
            }
        })
    };
    let cursor_x = move || {
        let step = drawing.with(|d| d.as_ref().map_or(0.0, |d| d.shape.step));
        format!("{:.1}", shown.get() as f64 * step)
    };

    view! {
        <Show when=move || drawing.with(Option::is_some)>
            <svg
                class="graph"
                role="img"
                aria-label=t("common-graph-label")
                viewBox=format!("0 0 {GRAPH_WIDTH} {GRAPH_HEIGHT}")
                preserveAspectRatio="none"
                on:click=on_graph
            >
                <rect class="ground" x="0" y="0" width=GRAPH_WIDTH.to_string() height=GRAPH_HEIGHT.to_string() />
                {graph}
                <line class="cursor" x1=cursor_x x2=cursor_x y1="0" y2=GRAPH_HEIGHT.to_string() />
            </svg>
        </Show>
    }
}
