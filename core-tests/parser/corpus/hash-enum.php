A@<?php
#[Attribute(Attribute::TARGET_CLASS | Attribute::IS_REPEATABLE)]
enum Suit: string {
    #[Label("Hearts")] case Hearts = "H";
    #[Label(new Text("S"))] case Spades = "S";
    #[Const] const X = PHP_INT_MAX;
}
