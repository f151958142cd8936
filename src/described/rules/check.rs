//! The checks that refuse contradictions and impossible boards ([`Description::check`],
//! run by [`Description::from_json`] and by compiling): the description's own, and
//! each mechanism's in turn, so that they sit with the rules above the mechanisms.

use crate::described::*;

impl Description {
    /// Reads a description from JSON and checks it ([`Description::check`]).
    pub fn from_json(json: &str) -> Result<Description, DescriptionError> {
        let d: Description = serde_json::from_str(json).map_err(|e| DescriptionError::Parse {
            message: e.to_string(),
        })?;
        d.check()?;
        Ok(d)
    }

    /// Checks the board and that the fields do not contradict each other. The one
    /// check of the description alone; compiling ([`crate::described::Rules::compile`])
    /// adds that the start is not already over. A sequence of each section's and each
    /// mechanism's check (the mechanisms' beside their play code, in their modules),
    /// in a fixed order: a description that breaks several rules is refused for the
    /// first.
    pub fn check(&self) -> Result<(), DescriptionError> {
        self.check_name()?;
        self.check_board()?;
        crate::described::rules::directions::check(self)?;
        self.check_sowing()?;
        crate::described::rules::relay::check(self)?;
        crate::described::rules::feeding::check(self)?;
        self.check_majority()?;
        crate::described::rules::next_hole::check(self)?;
        crate::described::rules::extra_turn::check(self)?;
        crate::described::rules::grand_slam::check(self)?;
        crate::described::rules::directions::check_chain_choice(self)?;
        self.check_capture()?;
        crate::described::rules::reached::check(self)?;
        crate::described::rules::next_capture::check(self)?;
        crate::described::rules::across::check(self)?;
        self.check_captured_above()?;
        self.check_rounds()?;
        self.check_first_turn()?;
        self.check_opening()?;
        self.check_children()?;
        crate::described::rules::passing::check(self)?;
        crate::described::rules::sides::check(self)?;
        crate::described::rules::single_seed::check(self)?;
        crate::described::rules::singletons::check(self)?;
        crate::described::rules::trades::check(self)?;
        self.check_end()
    }

    /// The name: lowercase letters, digits and hyphens.
    fn check_name(&self) -> Result<(), DescriptionError> {
        let name_ok = !self.name.is_empty()
            && self
                .name
                .bytes()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-');
        if !name_ok {
            return Err(DescriptionError::BadName {
                name: self.name.clone(),
            });
        }
        Ok(())
    }
}
