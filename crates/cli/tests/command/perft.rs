//! Runs every perft fixture in `fixtures/perft/` through the catalogue.
//!
//! A fixture block names a game, a board size, a position and leaf counts by depth:
//!
//! ```text
//! id loa-start
//! game loa
//! size 8
//! fen 1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 b 0 0
//! perft 1 36
//! ```

use skillgames::CATALOGUE;
use skillgames_catalogue::StartSession;
use std::path::Path;

struct Fixture {
    id: String,
    game: String,
    size: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn parse_fixtures(text: &str, file: &str) -> Vec<Fixture> {
    let mut fixtures = Vec::new();
    for block in text.split("\n\n") {
        let mut fixture = Fixture {
            id: String::new(),
            game: String::new(),
            size: String::new(),
            fen: String::new(),
            counts: Vec::new(),
        };
        for line in block
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        {
            let (key, value) = line
                .split_once(' ')
                .unwrap_or_else(|| panic!("{file}: bad line {line:?}"));
            match key {
                "id" => fixture.id = value.to_owned(),
                "game" => fixture.game = value.to_owned(),
                "size" => fixture.size = value.to_owned(),
                "fen" => fixture.fen = value.to_owned(),
                "perft" => {
                    let (depth, count) = value.split_once(' ').expect("perft <depth> <count>");
                    fixture
                        .counts
                        .push((depth.parse().unwrap(), count.parse().unwrap()));
                }
                other => panic!("{file}: unknown key {other:?}"),
            }
        }
        if !fixture.id.is_empty() {
            assert!(
                !fixture.counts.is_empty(),
                "{file}: {} has no counts",
                fixture.id
            );
            fixtures.push(fixture);
        }
    }
    fixtures
}

#[test]
fn perft_fixtures() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/perft");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("fixtures/perft exists")
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut checked = 0;
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
    {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        for fixture in parse_fixtures(&text, &name) {
            let variant = CATALOGUE
                .variant(&fixture.game, Some(&fixture.size))
                .unwrap_or_else(|e| panic!("{}: {e}", fixture.id));
            let session = variant
                .session(Some(&fixture.fen))
                .unwrap_or_else(|e| panic!("{}: {e}", fixture.id));
            assert_eq!(
                session.fen(),
                fixture.fen,
                "{}: position text does not round-trip",
                fixture.id
            );
            for &(depth, expected) in &fixture.counts {
                assert_eq!(
                    session.perft(depth),
                    expected,
                    "{} perft {depth}",
                    fixture.id
                );
                checked += 1;
            }
        }
    }
    assert!(
        checked >= 20,
        "only {checked} counts found in {}",
        dir.display()
    );
}
