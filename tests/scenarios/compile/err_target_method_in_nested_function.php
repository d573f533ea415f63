<?php
// 8.2: cannot target method in a class declared inside a function
function outer() {
    class Inner {
        #[
          Attribute
        ] function m() {}
    }
}
