//! The drawing of a [`View`]: [`render`] writes the SVG document.

use super::{Highlights, View};
use crate::types::{Outcome, Player};

// The drawing, in user units (the natural size is one unit a pixel).

/// Width of a hole's cell.
const CELL: i32 = 76;
/// Radius of a hole.
const HOLE_R: i32 = 33;
/// Height of the strip above each row that holds the hole numbers.
const STRIP: i32 = 28;
/// Padding of the board inside its frame.
const PAD: i32 = 10;
/// Margin around everything.
const MARGIN: i32 = 8;
/// Gap between the board, the stores and the status.
const GAP: i32 = 8;
/// Space between North's rows and South's.
const MID_GAP: i32 = 14;
/// Height of a store's bar.
const BAR: i32 = 50;
/// Height of the status line.
const STATUS: i32 = 44;
/// The most seeds drawn as dots.
const MAX_DOTS: u8 = 12;
/// Radius of the ring the dots sit on.
const RING_R: f64 = 25.5;
/// Radius of a dot.
const DOT_R: f64 = 4.5;

/// The palette: calm woods and earths; South terracotta, North sage.
const BACKGROUND: &str = "#f6eedc";
const WOOD: &str = "#c49a62";
const WOOD_EDGE: &str = "#7a5230";
const HOLE_FILL: &str = "#5a3b22";
const SEED: &str = "#f2e6c9";
const SEED_EDGE: &str = "#8a6a3f";
const COUNT: &str = "#fffaf0";
const INK: &str = "#2b1d12";
const HIGHLIGHT_LAST: &str = "#e9b824";
const HIGHLIGHT_CAPTURE: &str = "#b3261e";
const HIGHLIGHT_SELECTED: &str = "#2d6cb5";
const HIGHLIGHT_ACTIVE: &str = "#ffffff";
const LEGAL_PILL: &str = "#fbf3d5";

/// A player's colors: the strong one (hole rims, badges) and the light one (the store).
fn colors(p: Player) -> (&'static str, &'static str) {
    match p {
        Player::South => ("#b5562b", "#f2d6c2"),
        Player::North => ("#3e6f68", "#d2e3de"),
    }
}

/// "South" or "North".
fn title_name(p: Player) -> &'static str {
    match p {
        Player::South => "South",
        Player::North => "North",
    }
}

/// The 12 dot places around a hole's centre, clockwise from the top: the sine and
/// minus the cosine of multiples of 30°, written out so that every platform draws the
/// same digits.
const RING: [(f64, f64); 12] = {
    const H: f64 = 0.866_025_403_784_438_6; // √3 / 2
    [
        (0.0, -1.0),
        (0.5, -H),
        (H, -0.5),
        (1.0, 0.0),
        (H, 0.5),
        (0.5, H),
        (0.0, 1.0),
        (-0.5, H),
        (-H, 0.5),
        (-1.0, 0.0),
        (-H, -0.5),
        (-0.5, -H),
    ]
};

/// A coordinate with one decimal, without a trailing `.0`.
fn num(x: f64) -> String {
    let s = format!("{:.1}", x);
    match s.strip_suffix(".0") {
        Some("-0") => "0".to_string(),
        Some(whole) => whole.to_string(),
        None => s,
    }
}

/// The status line: who is to move, or the result.
fn status_text(view: &View) -> String {
    match (view.result, view.to_move) {
        (Some(Outcome::Draw), _) => "Draw".to_string(),
        (
            Some(Outcome::Win {
                winner,
                without_glory,
            }),
            _,
        ) => {
            let glory = if without_glory { " without glory" } else { "" };
            format!("{} wins{glory}", title_name(winner))
        }
        (None, Some(p)) => format!("{} to move", title_name(p)),
        (None, None) => String::new(),
    }
}

/// The SVG document of `view` with `highlights`: the same bytes for the same
/// arguments. See the [module docs](super) for what it shows and its classes.
///
/// ```
/// use sowing::svg::{render, Highlights, View};
/// use sowing::GameKind;
/// let view = View::start(GameKind::BaoKigogo);
/// let svg = render(&view, &Highlights { legal: vec![32, 33], ..Highlights::default() });
/// assert_eq!(svg, render(&view, &Highlights { legal: vec![32, 33], ..Highlights::default() }));
/// assert_eq!(svg.matches(r#"<g class="hole "#).count(), 48);
/// assert_eq!(svg.matches(r#"<g class="row "#).count(), 4);
/// assert!(svg.contains(r#"<g class="hole south legal" data-hole="32">"#));
/// assert!(svg.contains("<title>hole 32: 2 seeds, South's, a legal move</title>"));
/// assert!(svg.contains("South to move"));
/// ```
pub fn render(view: &View, highlights: &Highlights) -> String {
    let b = &view.board;
    let (rows, cols) = (b.rows() as i32, b.cols() as i32);
    let row_h = STRIP + CELL;
    let board_w = cols * CELL + 2 * PAD;
    let board_h = rows * row_h + MID_GAP + 2 * PAD;
    let width = board_w + 2 * MARGIN;
    let north_bar_y = MARGIN;
    let board_y = north_bar_y + BAR + GAP;
    let south_bar_y = board_y + board_h + GAP;
    let status_y = south_bar_y + BAR + GAP;
    let height = status_y + STATUS + MARGIN;
    // Text that must stay readable when a wide board is shrunk to a phone's width.
    let big_font = 28.max(width * 36 / 1000);
    let status = status_text(view);

    let mut s = String::new();
    let mut line = |text: String| {
        s.push_str(&text);
        s.push('\n');
    };
    let label = if status.is_empty() {
        view.game.name().to_string()
    } else {
        format!("{}: {status}", view.game.name())
    };
    // The open tag alone on the first line and no blank line, so that Markdown
    // (rustdoc, a README) passes the whole document through as HTML.
    line(format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" height="{height}" class="sowing-board" data-game="{}" role="img" aria-label="{label}" font-family="DejaVu Sans, Verdana, Arial, sans-serif" style="max-width:100%;height:auto">"#,
        view.game.name()
    ));
    line(format!("<title>{label}</title>"));
    line(format!(
        r#"<rect x="0" y="0" width="{width}" height="{height}" rx="14" fill="{BACKGROUND}"/>"#
    ));

    // The stores: North's above the board, South's below, each on its own side.
    for (p, y) in [(Player::North, north_bar_y), (Player::South, south_bar_y)] {
        let (strong, light) = colors(p);
        let to_move = view.to_move == Some(p);
        let n = view.captured[p.index()];
        let seeds = if n == 1 { "seed" } else { "seeds" };
        line(format!(
            r#"<g class="store {}{}" data-player="{}">"#,
            p.name(),
            if to_move { " to-move" } else { "" },
            p.name()
        ));
        line(format!(
            "<title>{} has captured {n} {seeds}{}</title>",
            title_name(p),
            if to_move { ", and is to move" } else { "" }
        ));
        line(format!(
            r#"<rect x="{MARGIN}" y="{y}" width="{board_w}" height="{BAR}" rx="12" fill="{light}" stroke="{strong}" stroke-width="{}"/>"#,
            if to_move { 5 } else { 2 }
        ));
        let text_y = y + BAR / 2;
        // The player to move: a marker before the name, and a thicker frame.
        let name_x = if to_move {
            let r = big_font / 4;
            line(format!(
                r#"<circle class="marker" cx="{}" cy="{text_y}" r="{r}" fill="{strong}"/>"#,
                MARGIN + 14 + r
            ));
            MARGIN + 24 + 2 * r
        } else {
            MARGIN + 16
        };
        line(format!(
            r#"<text x="{name_x}" y="{text_y}" dy=".35em" font-size="{big_font}" font-weight="bold" fill="{INK}">{}</text>"#,
            title_name(p),
        ));
        line(format!(
            r#"<text x="{}" y="{text_y}" dy=".35em" font-size="{big_font}" text-anchor="end" fill="{INK}">captured <tspan font-weight="bold">{n}</tspan></text>"#,
            MARGIN + board_w - 16
        ));
        line("</g>".to_string());
    }

    // The board.
    line(format!(
        r#"<rect class="board" x="{MARGIN}" y="{board_y}" width="{board_w}" height="{board_h}" rx="18" fill="{WOOD}" stroke="{WOOD_EDGE}" stroke-width="3"/>"#
    ));
    let middle = board_y + PAD + rows / 2 * row_h + MID_GAP / 2;
    line(format!(
        r#"<line class="divider" x1="{}" y1="{middle}" x2="{}" y2="{middle}" stroke="{WOOD_EDGE}" stroke-width="2" stroke-dasharray="10 6"/>"#,
        MARGIN + PAD,
        MARGIN + board_w - PAD
    ));
    for r in 0..rows {
        let row_owner = b.row_owner(r as usize);
        line(format!(
            r#"<g class="row {}" data-row="{r}">"#,
            row_owner.name()
        ));
        for c in 0..cols {
            let i = b.index(r as usize, c as usize);
            let x = MARGIN + PAD + c * CELL + CELL / 2;
            let gap = if r >= rows / 2 { MID_GAP } else { 0 };
            let y = board_y + PAD + r * row_h + gap + STRIP + CELL / 2;
            hole(&mut line, view, highlights, i, row_owner, x, y);
        }
        line("</g>".to_string());
    }

    // The status line.
    line(format!(
        r#"<g class="status"><text x="{}" y="{}" dy=".35em" font-size="{big_font}" font-weight="bold" text-anchor="middle" fill="{INK}">{status}</text></g>"#,
        width / 2,
        status_y + STATUS / 2
    ));
    line("</svg>".to_string());
    s
}

/// Draws hole `i`, centred at `(x, y)`, with its number in the strip above it.
fn hole(
    line: &mut impl FnMut(String),
    view: &View,
    highlights: &Highlights,
    i: usize,
    row_owner: Player,
    x: i32,
    y: i32,
) {
    let b = &view.board;
    let owner = b.owner(i);
    let traded = owner != row_owner;
    let seeds = b.seeds(i);
    let marks = highlights.classes(i as u8);
    let (strong, _) = colors(owner);

    let mut class = format!("hole {}", owner.name());
    if traded {
        class.push_str(" traded");
    }
    for m in &marks {
        class.push(' ');
        class.push_str(m);
    }
    let mut title = format!(
        "hole {i}: {seeds} {}, {}'s",
        if seeds == 1 { "seed" } else { "seeds" },
        title_name(owner)
    );
    if traded {
        title.push_str(" (traded)");
    }
    for m in &marks {
        title.push_str(match *m {
            "last" => ", the last move",
            "capture" => ", captured",
            "legal" => ", a legal move",
            "selected" => ", selected",
            _ => ", active",
        });
    }
    line(format!(r#"<g class="{class}" data-hole="{i}">"#));
    line(format!("<title>{title}</title>"));

    // The hole number, on a light pill when the hole may be sown.
    let num_y = y - CELL / 2 - STRIP / 2;
    if marks.contains(&"legal") {
        line(format!(
            r#"<rect x="{}" y="{}" width="44" height="{}" rx="11" fill="{LEGAL_PILL}" stroke="{INK}" stroke-width="1.5"/>"#,
            x - 22,
            num_y - 12,
            24
        ));
    }
    line(format!(
        r#"<text x="{x}" y="{num_y}" dy=".35em" font-size="22" text-anchor="middle" fill="{INK}"{}>{i}</text>"#,
        if marks.contains(&"legal") {
            r#" font-weight="bold""#
        } else {
            ""
        }
    ));

    // The hole, its rim in its owner's color (dashed when traded).
    line(format!(
        r#"<circle cx="{x}" cy="{y}" r="{HOLE_R}" fill="{HOLE_FILL}" stroke="{strong}" stroke-width="4"{}/>"#,
        if traded {
            r#" stroke-dasharray="8 4""#
        } else {
            ""
        }
    ));
    // The strongest highlight as a ring around the hole.
    let ring = [
        ("active", HIGHLIGHT_ACTIVE, ""),
        ("selected", HIGHLIGHT_SELECTED, ""),
        ("capture", HIGHLIGHT_CAPTURE, r#" stroke-dasharray="7 4""#),
        ("last", HIGHLIGHT_LAST, ""),
    ]
    .into_iter()
    .find(|(m, _, _)| marks.contains(m));
    if let Some((_, color, dash)) = ring {
        line(format!(
            r#"<circle class="mark" cx="{x}" cy="{y}" r="{}" fill="none" stroke="{color}" stroke-width="5"{dash}/>"#,
            HOLE_R + 3
        ));
    }
    // The seeds as dots, then the count.
    let dots = seeds.min(MAX_DOTS) as usize;
    for k in 0..dots {
        let (dx, dy) = RING[k * 12 / dots];
        line(format!(
            r#"<circle class="seed" cx="{}" cy="{}" r="{}" fill="{SEED}" stroke="{SEED_EDGE}" stroke-width="1"/>"#,
            num(f64::from(x) + RING_R * dx),
            num(f64::from(y) + RING_R * dy),
            num(DOT_R)
        ));
    }
    line(format!(
        r#"<text class="count" x="{x}" y="{y}" dy=".35em" font-size="{}" font-weight="bold" text-anchor="middle" fill="{COUNT}"{}>{seeds}</text>"#,
        if seeds < 10 { 30 } else { 27 },
        if seeds == 0 { r#" opacity="0.6""# } else { "" }
    ));
    // A traded hole's new owner, also without color: a badge with its initial.
    if traded {
        let (bx, by) = (x + HOLE_R - 4, y - HOLE_R + 4);
        line(format!(
            r#"<circle class="badge" cx="{bx}" cy="{by}" r="12" fill="{strong}" stroke="{COUNT}" stroke-width="2"/>"#
        ));
        line(format!(
            r#"<text x="{bx}" y="{by}" dy=".35em" font-size="16" font-weight="bold" text-anchor="middle" fill="{COUNT}">{}</text>"#,
            &title_name(owner)[..1]
        ));
    }
    line("</g>".to_string());
}
